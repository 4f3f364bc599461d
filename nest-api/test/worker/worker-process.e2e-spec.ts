import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createWorkerContext } from '../../src/bootstrap';
import { MailService } from '../../src/infra/mail/mail.service';
import { ProcessedJob } from '../../src/infra/queue/processed-job.entity';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { startTestApp, testEnv, uniqueQueuePrefix, type TestApp } from '../support/app';
import { waitFor } from '../support/wait-for';

/** The production topology: the api only enqueues, a separate worker context delivers. */
describeWithRedis('api producer and worker process over Bull', () => {
  let db: TestDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  let api: TestApp | undefined;
  let worker: INestApplicationContext | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpServer();
    env = { REDIS_URL: TEST_REDIS_URL, SMTP_URL: smtp.url, QUEUE_PREFIX: uniqueQueuePrefix() };
    api = await startTestApp({ db, env, logger: false });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('delivers a mail queued by the api through a worker started on its own', async () => {
    if (!api || !db || !smtp) throw new Error('the suite did not start');
    expect(api.app.get(DataSource).isInitialized).toBe(true);
    const mail = api.app.get(MailService);
    await mail.send(
      {
        to: 'worker@example.com',
        locale: 'sk',
        template: 'accountActivation',
        vars: { name: 'Jana', link: 'http://login.localhost:3000/a/1' },
      },
      { jobId: 'activation-1' },
    );
    // The api has no processors when Redis is configured: nothing may arrive before the worker runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);

    worker = await createWorkerContext({ env: testEnv(db, env), queue: { backoffDelayMs: 10 }, logger: false });
    const received = await waitFor(
      () => smtp?.received.find((message) => message.to.includes('worker@example.com')),
      15_000,
      'the mail',
    );
    expect(received.text).toContain('http://login.localhost:3000/a/1');

    const dataSource = worker.get(DataSource);
    await waitFor(
      () => dataSource.getRepository(ProcessedJob).existsBy({ id: 'mail:activation-1' }),
      5_000,
      'the processed-job record',
    );

    // Sent again with the same id (a retried request): the worker skips it.
    await mail.send(
      {
        to: 'worker@example.com',
        locale: 'sk',
        template: 'accountActivation',
        vars: { name: 'Jana', link: 'http://login.localhost:3000/a/1' },
      },
      { jobId: 'activation-1' },
    );
    await mail.send({
      to: 'marker@example.com',
      locale: 'en',
      template: 'passwordReset',
      vars: { link: 'http://login.localhost:3000/r/1' },
    });
    await waitFor(
      () => smtp?.received.some((message) => message.to.includes('marker@example.com')),
      15_000,
      'the marker mail',
    );
    expect(smtp.received.filter((message) => message.to.includes('worker@example.com'))).toHaveLength(1);
  });
});
