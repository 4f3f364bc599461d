import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { SystemClock } from '../../src/infra/clock/clock';
import { loadConfig } from '../../src/infra/config/config';
import { IdempotentHandlers } from '../../src/infra/queue/idempotent-handler';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { assertEveryJobHandled } from '../../src/infra/queue/job-handler-check';
import { JOB_NAMES, type AppJobQueue, type JobsOf } from '../../src/infra/queue/job-payloads';
import { QueueHeartbeat } from '../../src/infra/queue/queue-heartbeat';
import { QueueName } from '../../src/infra/queue/queue-name';
import { QueueProcessors } from '../../src/infra/queue/queue-processors';
import { RedisConnection } from '../../src/infra/redis/redis.module';
import { RECONCILE_JOB, RENEW_JOB, SWEEP_JOB } from '../../src/modules/subscription/billing/subscription-jobs';
import { RECHECK_JOB } from '../../src/modules/crowd/crowd-domain/crowd-domain-jobs';
import { BUILD_JOB } from '../../src/modules/auth/user-export/user-export-jobs';
import { WEBHOOK_DELIVER_JOB } from '../../src/modules/notification/crowd-webhooks/crowd-webhook-jobs';
import { NOTIFICATION_JOB } from '../../src/modules/notification/notification/notification-event';
import { DIGEST_JOB } from '../../src/modules/notification/notification-delivery/digest-job';

describe('every queued job has a handler', () => {
  it('passes when each job of the map is handled, extra handlers allowed', () => {
    expect(() => assertEveryJobHandled(['mail.send'], new Set(['mail.send', 'notification.probe']))).not.toThrow();
  });

  it('fails naming each job without a handler', () => {
    const check = () => assertEveryJobHandled(['mail.send', 'notification.digest'], new Set(['mail.send']));
    expect(check).toThrow('no handler is registered for job "notification.digest"');
    expect(() => assertEveryJobHandled(['mail.send', 'notification.digest'], new Set())).toThrow(
      'for jobs "mail.send", "notification.digest"',
    );
  });

  it("lists the map's jobs at run time", () => {
    expect(JOB_NAMES).toContain('mail.send');
  });
});

describe('QueueProcessors at start-up', () => {
  let dataDir: string;
  const idempotent = new IdempotentHandlers(
    new DataSource({ type: 'better-sqlite3', database: ':memory:' }),
    new SystemClock(),
  );
  const mailQueue: AppJobQueue<QueueName.Mail> = new InProcessJobQueue<JobsOf<QueueName.Mail>>(QueueName.Mail, {
    backoffDelayMs: 10,
  });
  const notificationQueue: AppJobQueue<QueueName.Notification> = new InProcessJobQueue<JobsOf<QueueName.Notification>>(
    QueueName.Notification,
    { backoffDelayMs: 10 },
  );
  const domainQueue: AppJobQueue<QueueName.Domain> = new InProcessJobQueue<JobsOf<QueueName.Domain>>(QueueName.Domain, {
    backoffDelayMs: 10,
  });
  const exportQueue: AppJobQueue<QueueName.UserExport> = new InProcessJobQueue<JobsOf<QueueName.UserExport>>(
    QueueName.UserExport,
    { backoffDelayMs: 10 },
  );
  const webhookQueue: AppJobQueue<QueueName.Webhook> = new InProcessJobQueue<JobsOf<QueueName.Webhook>>(
    QueueName.Webhook,
    { backoffDelayMs: 10 },
  );
  const subscriptionQueue: AppJobQueue<QueueName.Subscription> = new InProcessJobQueue<JobsOf<QueueName.Subscription>>(
    QueueName.Subscription,
    { backoffDelayMs: 10 },
  );

  beforeAll(() => {
    Logger.overrideLogger(false);
    dataDir = mkdtempSync(join(tmpdir(), 'crowd-processors-'));
  });
  afterAll(async () => {
    await mailQueue.close();
    await notificationQueue.close();
    await subscriptionQueue.close();
    await domainQueue.close();
    await exportQueue.close();
    await webhookQueue.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Without Redis the heartbeat has nowhere to beat: these tests need none. */
  const processors = (env: Record<string, string> = {}): QueueProcessors => {
    const withoutRedis = loadConfig({ DATA_DIR: dataDir });
    const heartbeat = new QueueHeartbeat(withoutRedis, new RedisConnection(withoutRedis));
    return new QueueProcessors(loadConfig({ DATA_DIR: dataDir, ...env }), idempotent, heartbeat);
  };

  it('refuses to start a process that runs processors but lacks a job handler, naming the job', () => {
    expect(() => processors().onApplicationBootstrap()).toThrow(
      'for jobs "mail.send", "notification.deliver", "notification.digest", "subscription.sweep", "subscription.renew", "subscription.reconcile", "domain.recheck", "export.build", "webhook.deliver"',
    );
  });

  it('starts once every job has its handler', () => {
    const complete = processors();
    complete.register(mailQueue, 'send', async () => undefined);
    complete.register(notificationQueue, NOTIFICATION_JOB, async () => undefined);
    complete.register(notificationQueue, DIGEST_JOB, async () => undefined);
    complete.register(subscriptionQueue, SWEEP_JOB, async () => undefined);
    complete.register(subscriptionQueue, RENEW_JOB, async () => undefined);
    complete.register(subscriptionQueue, RECONCILE_JOB, async () => undefined);
    complete.register(domainQueue, RECHECK_JOB, async () => undefined);
    complete.register(exportQueue, BUILD_JOB, async () => undefined);
    complete.register(webhookQueue, WEBHOOK_DELIVER_JOB, async () => undefined);
    expect(() => complete.onApplicationBootstrap()).not.toThrow();
  });

  it('checks nothing in an api whose processors run in the worker', () => {
    const apiOnly = processors({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(apiOnly.enabled).toBe(false);
    expect(() => apiOnly.onApplicationBootstrap()).not.toThrow();
  });
});
