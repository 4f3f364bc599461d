import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '@crowd/i18n';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import { MailService } from '../../src/infra/mail/mail.service';
import { parseMail } from '../support/mime';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { startTestApp, type TestApp } from '../support/app';

async function drainMail(testApp: TestApp): Promise<void> {
  const queue = testApp.app.get(queueToken(QueueName.Mail));
  if (!(queue instanceof InProcessJobQueue)) throw new Error('expected the in-process queue');
  await queue.drain();
}

describe('mail over SMTP_URL', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Crowd Ideas <mail@crowd.test>' },
      logger: false,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('renders the activation mail in the recipient locale, Slovak and English', async () => {
    const mail = testApp.app.get(MailService);
    const link = 'http://login.localhost:3000/accountActivation/abc123';
    await mail.send({
      to: 'jana@example.com',
      locale: 'sk',
      template: 'accountActivation',
      vars: { name: 'Jana', link },
    });
    await mail.send({
      to: 'john@example.com',
      locale: 'en',
      template: 'accountActivation',
      vars: { name: 'John', link },
    });
    await drainMail(testApp);

    const sk = smtp.received.find((message) => message.to.includes('jana@example.com'));
    const en = smtp.received.find((message) => message.to.includes('john@example.com'));
    expect(sk?.subject).toBe(translate('sk', 'mail', 'accountActivation.subject'));
    expect(en?.subject).toBe(translate('en', 'mail', 'accountActivation.subject'));
    expect(sk?.subject).not.toBe(en?.subject);
    expect(sk?.text).toContain(translate('sk', 'mail', 'layout.greeting', { name: 'Jana' }));
    expect(sk?.text).toContain(link);
    expect(en?.text).toContain(translate('en', 'mail', 'accountActivation.line1'));
    expect(en?.html).toContain(`href="${link}"`);
    expect(en?.headers.get('from')).toContain('mail@crowd.test');
  });

  it('escapes user content in the HTML version and fills the idea-shared placeholders', async () => {
    const mail = testApp.app.get(MailService);
    await mail.send({
      to: 'friend@example.com',
      locale: 'en',
      template: 'ideaShared',
      vars: {
        senderName: 'Eve <script>',
        ideaName: 'Solar roofs',
        crowdName: 'Green city',
        link: 'http://demo.localhost:3000/idea/7',
      },
    });
    await drainMail(testApp);
    const shared = smtp.received.find((message) => message.to.includes('friend@example.com'));
    expect(shared?.subject).toBe('Eve <script> shared an idea with you');
    expect(shared?.text).toContain('Solar roofs');
    expect(shared?.html).toContain('Eve &lt;script&gt;');
    expect(shared?.html).not.toContain('<script>');
  });

  it('sends the notification mails with the settings hint', async () => {
    const mail = testApp.app.get(MailService);
    await mail.send({
      to: 'author@example.com',
      locale: 'sk',
      template: 'notifications.ideaLiked',
      vars: {
        name: 'Autor',
        ideaName: 'Lavičky',
        crowdName: 'Mesto',
        link: 'http://demo.localhost:3000/idea/9',
        settingsLink: 'http://localhost:3000/account',
      },
    });
    await drainMail(testApp);
    const notification = smtp.received.find((message) => message.to.includes('author@example.com'));
    expect(notification?.subject).toBe(
      translate('sk', 'mail', 'notifications.ideaLiked.subject', { ideaName: 'Lavičky' }),
    );
    expect(notification?.text).toContain('http://localhost:3000/account');
  });

  it('rejects a message that does not fit the mail schema at the door', async () => {
    const mail = testApp.app.get(MailService);
    await expect(
      mail.send({ to: 'not-an-address', locale: 'en', template: 'passwordReset', vars: {} }),
    ).rejects.toThrow();
  });
});

describe('mail without SMTP_URL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ logger: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('writes an .eml file per mail into DATA_DIR/mail, in the recipient locale', async () => {
    const mail = testApp.app.get(MailService);
    const link = 'http://login.localhost:3000/resetPassword/token-1';
    await mail.send({ to: 'jana@example.com', locale: 'sk', template: 'passwordReset', vars: { name: 'Jana', link } });
    await mail.send({ to: 'john@example.com', locale: 'en', template: 'passwordReset', vars: { name: 'John', link } });
    await drainMail(testApp);

    const directory = join(testApp.db.env.DATA_DIR, 'mail');
    const files = readdirSync(directory).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const mails = files.map((name) => parseMail(readFileSync(join(directory, name), 'utf8')));
    const sk = mails.find((message) => message.to.includes('jana@example.com'));
    const en = mails.find((message) => message.to.includes('john@example.com'));
    expect(sk?.subject).toBe(translate('sk', 'mail', 'passwordReset.subject'));
    expect(en?.subject).toBe(translate('en', 'mail', 'passwordReset.subject'));
    expect(sk?.text).toContain(link);
    expect(en?.html).toContain(`href="${link}"`);
  });
});
