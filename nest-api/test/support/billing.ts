import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, In } from 'typeorm';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import { SubscriptionSweepService } from '../../src/modules/subscription/billing/subscription-sweep.service';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { Payment } from '../../src/modules/subscription/subscription/entities/payment.entity';
import { PaymentMethod } from '../../src/modules/subscription/payments/entities/payment-method.entity';
import { Subscription } from '../../src/modules/subscription/subscription/entities/subscription.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { client, signIn } from './auth-app';
import { createUser } from './factories';
import { settleNotifications } from './notifications';

const drain = async (app: INestApplicationContext, name: QueueName): Promise<void> => {
  const queue: unknown = app.get(queueToken(name));
  if (!(queue instanceof InProcessJobQueue)) throw new Error('expected the in-process queue');
  await queue.drain();
};

/** One run of the periodic sweep as the queue runs it, then the renewals it queued and their notices. */
export async function runSubscriptionSweep(app: INestApplicationContext): Promise<void> {
  await app.get(SubscriptionSweepService).sweep();
  await drain(app, QueueName.Subscription);
  await settleNotifications(app);
}

/** A signed-in user and a crowd they created through the API (its owner and admin, no subscription). */
export async function adminWithNewCrowd(
  app: NestExpressApplication,
  overrides: { trialEligible?: boolean } = {},
): Promise<{ userId: number; email: string; cookie: string; crowdId: number }> {
  const user = await createUser(app.get(DataSource), { trialEligible: overrides.trialEligible ?? true });
  const cookie = await signIn(app, user.email);
  const created = await client(app).post('/api/crowd').set('Cookie', cookie).expect(201);
  return { userId: user.id, email: user.email, cookie, crowdId: (created.body as { crowd: { id: number } }).crowd.id };
}

/** The crowd's subscription rows, oldest first. */
export const subscriptionRows = (app: INestApplicationContext, crowdId: number): Promise<Subscription[]> =>
  app
    .get(DataSource)
    .getRepository(Subscription)
    .find({ where: { crowdId }, order: { id: 'ASC' } });

export const paymentRows = (app: INestApplicationContext, subscriptionIds: number[]): Promise<Payment[]> =>
  app
    .get(DataSource)
    .getRepository(Payment)
    .find({ where: { subscriptionId: In(subscriptionIds) }, order: { id: 'ASC' } });

/** The payments of every subscription the crowd had, oldest first. */
export const crowdPaymentRows = async (app: INestApplicationContext, crowdId: number): Promise<Payment[]> =>
  paymentRows(
    app,
    (await subscriptionRows(app, crowdId)).map((row) => row.id),
  );

/** The user's saved cards, oldest first. */
export const cardRows = (app: INestApplicationContext, userId: number): Promise<PaymentMethod[]> =>
  app
    .get(DataSource)
    .getRepository(PaymentMethod)
    .find({ where: { userId }, order: { id: 'ASC' } });

export const userRow = (app: INestApplicationContext, userId: number): Promise<User> =>
  app.get(DataSource).getRepository(User).findOneByOrFail({ id: userId });

export const crowdRow = (app: INestApplicationContext, crowdId: number): Promise<Crowd> =>
  app.get(DataSource).getRepository(Crowd).findOneByOrFail({ id: crowdId });

/** The notification types a user got, oldest first. */
export const noticeTypes = async (app: INestApplicationContext, userId: number): Promise<string[]> =>
  (
    await app
      .get(DataSource)
      .getRepository(Notification)
      .find({ where: { userId }, order: { id: 'ASC' } })
  ).map((row) => row.type);
