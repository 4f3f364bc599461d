import { Injectable } from '@nestjs/common';
import { InjectQueue } from '../queue/job-queue';
import type { AppJobQueue } from '../queue/job-payloads';
import { QueueName } from '../queue/queue-name';
import { MAIL_JOB, ZMailMessage, type MailMessage } from './mail-message';

export interface SendMailOptions {
  /** Makes the send idempotent, e.g. `activation:<tokenId>`: the mail goes out once. */
  jobId?: string;
}

/** Services send mail through the queue, so a slow or failing SMTP server never fails a request. */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QueueName.Mail) private readonly queue: AppJobQueue<QueueName.Mail>) {}

  /** A malformed message fails here, in the caller, rather than five times in the worker. */
  async send(message: MailMessage, options: SendMailOptions = {}): Promise<void> {
    await this.queue.add(MAIL_JOB, ZMailMessage.parse(message), options);
  }
}
