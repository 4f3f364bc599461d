import { Session } from './modules/auth/auth/entities/session.entity';
import { UserToken } from './modules/auth/user-token/entities/user-token.entity';
import { User } from './modules/auth/user/entities/user.entity';
import { Category } from './modules/idea/category/entities/category.entity';
import { CrowdWebhook } from './modules/notification/crowd-webhooks/entities/crowd-webhook.entity';
import { CrowdWebhookDelivery } from './modules/notification/crowd-webhooks/entities/crowd-webhook-delivery.entity';
import { CrowdMember } from './modules/crowd/crowd/entities/crowd-member.entity';
import { CrowdTheming } from './modules/crowd/crowd/entities/crowd-theming.entity';
import { Crowd } from './modules/crowd/crowd/entities/crowd.entity';
import { QuestionOption } from './modules/idea/questionnaire/entities/question-option.entity';
import { Question } from './modules/idea/questionnaire/entities/question.entity';
import { Questionnaire } from './modules/idea/questionnaire/entities/questionnaire.entity';
import { Answer } from './modules/idea/idea/entities/answer.entity';
import { Comment } from './modules/idea/comment/entities/comment.entity';
import { IdeaFile } from './modules/idea/idea/entities/idea-file.entity';
import { IdeaLike } from './modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from './modules/idea/idea/entities/idea-rating.entity';
import { IdeaShare } from './modules/idea/idea-share/entities/idea-share.entity';
import { IdeaVideo } from './modules/idea/idea/entities/idea-video.entity';
import { IdeaView } from './modules/idea/idea-share/entities/idea-view.entity';
import { Idea } from './modules/idea/idea/entities/idea.entity';
import { NotificationDigest } from './modules/notification/notification/entities/notification-digest.entity';
import { NotificationSettings } from './modules/notification/notification/entities/notification-settings.entity';
import { Notification } from './modules/notification/notification/entities/notification.entity';
import { ChargeIntent } from './modules/subscription/billing/entities/charge-intent.entity';
import { UserExport } from './modules/auth/user-export/entities/user-export.entity';
import { Payment } from './modules/subscription/subscription/entities/payment.entity';
import { PaymentMethod } from './modules/subscription/payments/entities/payment-method.entity';
import { Subscription } from './modules/subscription/subscription/entities/subscription.entity';
import { WebhookEvent } from './modules/subscription/subscription/entities/webhook-event.entity';
import { StoredFile } from './infra/files/stored-file.entity';
import { ProcessedJob } from './infra/queue/processed-job.entity';

/** Every entity of the schema; the initial migration creates exactly these tables. */
export const ENTITIES = [
  User,
  Session,
  UserToken,
  Crowd,
  CrowdTheming,
  Category,
  CrowdWebhook,
  CrowdWebhookDelivery,
  CrowdMember,
  Questionnaire,
  Question,
  QuestionOption,
  Idea,
  IdeaFile,
  IdeaVideo,
  IdeaLike,
  IdeaRating,
  Comment,
  IdeaShare,
  IdeaView,
  Answer,
  Subscription,
  PaymentMethod,
  Payment,
  ChargeIntent,
  WebhookEvent,
  Notification,
  NotificationSettings,
  NotificationDigest,
  StoredFile,
  ProcessedJob,
  UserExport,
];
