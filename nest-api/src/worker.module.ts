import { Module, type DynamicModule } from '@nestjs/common';
import { INFRASTRUCTURE_MODULES } from './app.module';
import { RateLimitModule } from './infra/rate-limit/rate-limit.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { ResolvedConfigModule, type RuntimeSettings } from './infra/config/resolved-config.module';
import { NotificationDeliveryModule } from './modules/notification/notification-delivery/notification-delivery.module';
import { BillingModule } from './modules/subscription/billing/billing.module';
import { CrowdDomainModule } from './modules/crowd/crowd-domain/crowd-domain.module';
import { UserExportModule } from './modules/auth/user-export/user-export.module';

/**
 * The worker's application context: the infrastructure plus the domain modules that own queue
 * processors (mail's sits in MailModule). It has no HTTP server, so controllers never serve.
 */
@Module({})
export class WorkerModule {
  static register(settings: RuntimeSettings): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ResolvedConfigModule.register(settings),
        ...INFRASTRUCTURE_MODULES,
        RealtimeModule.forWorker(),
        // The export's collector reads through modules whose services also hold rate limits.
        RateLimitModule,
        NotificationDeliveryModule,
        BillingModule,
        CrowdDomainModule,
        UserExportModule,
      ],
    };
  }
}
