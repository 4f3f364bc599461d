import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { InjectQueue, type QueuedJob } from '../queue/job-queue';
import type { AppJobQueue } from '../queue/job-payloads';
import { QueueName } from '../queue/queue-name';
import { QueueProcessors } from '../queue/queue-processors';
import { MAIL_JOB, ZMailMessage, type MailMessage } from './mail-message';
import { renderMail } from './mail-renderer';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

@Injectable()
export class MailProcessor implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.Mail) private readonly queue: AppJobQueue<QueueName.Mail>,
    private readonly processors: QueueProcessors,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, MAIL_JOB, (job) => this.deliver(job));
  }

  private async deliver(job: QueuedJob<MailMessage>): Promise<void> {
    // Job data crossed Redis: it is checked again rather than trusted to be what was sent.
    const message = ZMailMessage.parse(job.data);
    const rendered = renderMail(message);
    await this.transport.deliver({ from: this.config.env.MAIL_FROM, to: message.to, ...rendered });
  }
}
