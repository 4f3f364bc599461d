import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where rendered mail goes: SMTP in production, .eml files on the embedded default. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = createTransport(smtpUrl);
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(mail);
  }

  close(): void {
    this.transporter.close();
  }
}

/** Writes each mail as an .eml file (openable in any mail client) and logs where it is. */
export class EmlFileMailTransport implements MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(private readonly directory: string) {
    this.transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    const info: { message: unknown } = await this.transporter.sendMail(mail);
    if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
    await mkdir(this.directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const path = join(this.directory, name);
    await writeFile(path, info.message);
    // The file, not its links: an activation or reset link is a credential, and logs are read by more people.
    this.logger.log(`mail to ${mail.to} "${mail.subject}" written to ${path}`);
  }

  close(): void {
    this.transporter.close();
  }
}
