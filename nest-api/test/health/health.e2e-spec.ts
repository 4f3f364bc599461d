import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { ZHealthResponse } from '@crowd/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createWorkerContext } from '../../src/bootstrap';
import { MailService } from '../../src/infra/mail/mail.service';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { itWithRedis, TEST_REDIS_URL } from '../support/services';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { startTestApp, testEnv, uniqueQueuePrefix, type TestApp } from '../support/app';
import { waitFor } from '../support/wait-for';

/** Keeps the warnings; the rest of the log is dropped. */
class WarningLog implements LoggerService {
  readonly warnings: string[] = [];
  log(): void {}
  error(): void {}
  warn(message: unknown): void {
    this.warnings.push(String(message));
  }
}

describe('GET /api/health', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is 200 with the database up, Redis disabled and in-process queues on the embedded default', async () => {
    const testApp = await startTestApp({ db, logger: false });
    try {
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', database: 'up', redis: 'disabled', queues: 'in-process' });
      expect(ZHealthResponse.safeParse(response.body).success).toBe(true);
    } finally {
      await testApp.close();
    }
  });

  itWithRedis('reports Redis up and Bull queues when REDIS_URL is set', async () => {
    const testApp = await startTestApp({ db, env: { REDIS_URL: TEST_REDIS_URL }, logger: false });
    try {
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queues: 'bull' });
      expect(response.body).toMatchObject({ checks: { database: 'up', redis: 'up' } });
    } finally {
      await testApp.close();
    }
  });

  it('reports each queue, processed in the api itself on the embedded default', async () => {
    const testApp = await startTestApp({ db, logger: false });
    try {
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
      expect(response.body).toMatchObject({
        status: 'ok',
        checks: { database: 'up', queues: 'up' },
        jobQueues: {
          mail: {
            waiting: 0,
            active: 0,
            failed: 0,
            delayed: 0,
            processorAttached: true,
            oldestWaitingSeconds: 0,
            stuck: false,
          },
        },
      });
      expect(Object.keys(response.body.jobQueues).sort()).toEqual([
        'domain',
        'export',
        'mail',
        'notification',
        'subscription',
        'webhook',
      ]);
      expect(ZHealthResponse.safeParse(response.body).success).toBe(true);
    } finally {
      await testApp.close();
    }
  });

  it('is 503 with database down when the database does not answer', async () => {
    const testApp = await startTestApp({ db, logger: false });
    const dataSource = testApp.app.get(DataSource);
    try {
      await dataSource.destroy();
      const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      // The data source is already gone; closing the app must not try again.
      await testApp.app.close().catch(() => undefined);
    }
  });

  describe('a queue with no worker', () => {
    let smtp: TestSmtpServer | undefined;
    let api: TestApp | undefined;
    let worker: INestApplicationContext | undefined;
    const log = new WarningLog();

    afterAll(async () => {
      await worker?.close();
      await api?.close();
      await smtp?.close();
    });

    const health = async () => {
      if (!api) throw new Error('the api did not start');
      const response = await request(api.app.getHttpServer()).get('/api/health').expect(200);
      return response.body as { status: string; checks: Record<string, string>; jobQueues: Record<string, unknown> };
    };
    const degraded = () => waitFor(async () => ((await health()).status === 'degraded' ? health() : undefined), 10_000);
    const queueWarnings = () => log.warnings.filter((message) => message.startsWith('queue mail:'));
    const sendMail = (to: string) =>
      api?.app
        .get(MailService)
        .send({ to, locale: 'en', template: 'passwordReset', vars: { link: 'http://x.test/r/1' } });

    itWithRedis(
      'turns degraded (still 200) with the waiting count, warns once, and recovers when a worker attaches',
      async () => {
        smtp = await startSmtpServer();
        const env = {
          REDIS_URL: TEST_REDIS_URL,
          QUEUE_PREFIX: uniqueQueuePrefix(),
          QUEUE_STUCK_AFTER_SECONDS: '1',
          SMTP_URL: smtp.url,
        };
        api = await startTestApp({ db, env, logger: log });
        await sendMail('stuck@example.com');

        const stuck = await degraded();
        expect(stuck).toMatchObject({
          checks: { database: 'up', redis: 'up', queues: 'down' },
          jobQueues: { mail: { waiting: 1, processorAttached: false, stuck: true } },
        });
        expect(ZHealthResponse.safeParse(stuck).success).toBe(true);
        await health();
        expect(queueWarnings()).toHaveLength(1);
        expect(queueWarnings()[0]).toContain('1 job(s) waiting');

        worker = await createWorkerContext({ env: testEnv(db, env), queue: { backoffDelayMs: 10 }, logger: log });
        await waitFor(() => smtp?.received.some((mail) => mail.to.includes('stuck@example.com')), 15_000, 'the mail');
        const recovered = await waitFor(async () => ((await health()).status === 'ok' ? health() : undefined));
        expect(recovered).toMatchObject({
          checks: { queues: 'up' },
          jobQueues: { mail: { waiting: 0, processorAttached: true, stuck: false } },
        });

        // The worker stops cleanly and says so at once (health shows it with its next inspection,
        // within a second, not after the 15 s a killed worker's beat lasts); the next stuck mail warns again.
        await worker.close();
        worker = undefined;
        const detached = await waitFor(async () => {
          const report = await health();
          return (report.jobQueues.mail as { processorAttached: boolean }).processorAttached ? undefined : report;
        }, 2_000);
        expect(detached).toMatchObject({ jobQueues: { mail: { processorAttached: false } } });
        await sendMail('stuck-again@example.com');
        await degraded();
        expect(queueWarnings()).toHaveLength(2);
        expect(smtp.received.filter((mail) => mail.to.includes('stuck@example.com'))).toHaveLength(1);
      },
      30_000,
    );
  });
});
