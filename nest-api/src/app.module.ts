import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { RequestCrowdGuard } from './common/http/request-crowd';
import { ResolvedConfigModule, type RuntimeSettings } from './infra/config/resolved-config.module';
import { DatabaseModule } from './infra/database/database.module';
import { ENTITIES } from './entities';
import { HealthModule } from './infra/health/health.module';
import { MailModule } from './infra/mail/mail.module';
import { MetricsModule } from './infra/metrics/metrics.module';
import { OpenApiModule } from './infra/openapi/openapi.module';
import { QueueModule } from './infra/queue/queue.module';
import { RateLimitModule } from './infra/rate-limit/rate-limit.module';
import { RealtimeModule } from './infra/realtime/realtime.module';
import { RedisModule } from './infra/redis/redis.module';
import { AccountModule } from './modules/auth/account/account.module';
import { AccountErasureModule } from './modules/auth/account-erasure/account-erasure.module';
import { AuthModule } from './modules/auth/auth/auth.module';
import { BillingModule } from './modules/subscription/billing/billing.module';
import { CategoryModule } from './modules/idea/category/category.module';
import { CrowdWebhooksModule } from './modules/notification/crowd-webhooks/crowd-webhooks.module';
import { CommentModule } from './modules/idea/comment/comment.module';
import { CrowdUsersModule } from './modules/crowd/crowd-users/crowd-users.module';
import { CrowdModule } from './modules/crowd/crowd/crowd.module';
import { CrowdDomainModule } from './modules/crowd/crowd-domain/crowd-domain.module';
import { CrowdLogoModule } from './modules/crowd/crowd-logo/crowd-logo.module';
import { CrowdRemovalModule } from './modules/crowd/crowd-removal/crowd-removal.module';
import { FileAccessModule } from './modules/idea/file-access/file-access.module';
import { IdeaModule } from './modules/idea/idea/idea.module';
import { IdeaAuthoringModule } from './modules/idea/idea-authoring/idea-authoring.module';
import { IdeaAdminModule } from './modules/idea/idea-admin/idea-admin.module';
import { IdeaReactionModule } from './modules/idea/idea-reaction/idea-reaction.module';
import { IdeaShareModule } from './modules/idea/idea-share/idea-share.module';
import { NotificationModule } from './modules/notification/notification/notification.module';
import { TopBarModule } from './modules/notification/top-bar/top-bar.module';
import { NotificationDeliveryModule } from './modules/notification/notification-delivery/notification-delivery.module';
import { PaymentsModule } from './modules/subscription/payments/payments.module';
import { PublicListingModule } from './modules/crowd/public-listing/public-listing.module';
import { QuestionnaireModule } from './modules/idea/questionnaire/questionnaire.module';
import { SubscriptionModule } from './modules/subscription/subscription/subscription.module';
import { UserModule } from './modules/auth/user/user.module';
import { UserTokenModule } from './modules/auth/user-token/user-token.module';
import { UserSocketModule } from './modules/notification/user-socket/user-socket.module';
import { UserExportModule } from './modules/auth/user-export/user-export.module';

export type ModuleImport = NonNullable<DynamicModule['imports']>[number];

/** Infrastructure first, then the domains; both processes share the infrastructure list. */
export const INFRASTRUCTURE_MODULES = [DatabaseModule.forRoot(ENTITIES), RedisModule, QueueModule, MailModule];
const DOMAIN_MODULES = [
  AuthModule,
  UserModule,
  UserTokenModule,
  AccountModule,
  AccountErasureModule,
  CrowdModule,
  CrowdDomainModule,
  CrowdLogoModule,
  CrowdRemovalModule,
  CategoryModule,
  CrowdWebhooksModule,
  CrowdUsersModule,
  QuestionnaireModule,
  FileAccessModule,
  IdeaModule,
  IdeaAuthoringModule,
  IdeaAdminModule,
  CommentModule,
  IdeaShareModule,
  IdeaReactionModule,
  SubscriptionModule,
  PaymentsModule,
  BillingModule,
  NotificationModule,
  NotificationDeliveryModule,
  TopBarModule,
  UserSocketModule,
  PublicListingModule,
  UserExportModule,
];

@Module({})
export class AppModule {
  static register(settings: RuntimeSettings, extraImports: ModuleImport[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ResolvedConfigModule.register(settings),
        ...INFRASTRUCTURE_MODULES,
        RealtimeModule.forApi(),
        HealthModule,
        MetricsModule,
        OpenApiModule,
        RateLimitModule,
        ...DOMAIN_MODULES,
        ...extraImports,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Every request's crowd, by the one id rule, before any other guard (decision 029).
        { provide: APP_GUARD, useClass: RequestCrowdGuard },
      ],
    };
  }
}
