import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { EmlFileMailTransport, MAIL_TRANSPORT, SmtpMailTransport, type MailTransport } from './mail-transport';

@Injectable()
class MailTransportShutdown implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/** MailService for every module; the processor delivers only where queue processors run. */
@Global()
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.env.SMTP_URL
          ? new SmtpMailTransport(config.env.SMTP_URL)
          : new EmlFileMailTransport(join(config.dataDir, 'mail')),
    },
    MailService,
    MailProcessor,
    MailTransportShutdown,
  ],
  exports: [MailService],
})
export class MailModule {}
