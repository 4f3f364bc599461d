import { Session } from './modules/auth/entities/session.entity';
import { UserToken } from './modules/user-token/entities/user-token.entity';
import { User } from './modules/user/entities/user.entity';
import { Category } from './modules/category/entities/category.entity';
import { CrowdWebhook } from './modules/crowd-webhooks/entities/crowd-webhook.entity';
import { CrowdWebhookDelivery } from './modules/crowd-webhooks/entities/crowd-webhook-delivery.entity';
import { CrowdMember } from './modules/crowd/entities/crowd-member.entity';
import { CrowdTheming } from './modules/crowd/entities/crowd-theming.entity';
import { Crowd } from './modules/crowd/entities/crowd.entity';
import { QuestionOption } from './modules/questionnaire/entities/question-option.entity';
import { Question } from './modules/questionnaire/entities/question.entity';
import { Questionnaire } from './modules/questionnaire/entities/questionnaire.entity';
import { Answer } from './modules/idea/entities/answer.entity';
import { Comment } from './modules/comment/entities/comment.entity';
import { IdeaFile } from './modules/idea/entities/idea-file.entity';
import { IdeaLike } from './modules/idea/entities/idea-like.entity';
import { IdeaRating } from './modules/idea/entities/idea-rating.entity';
import { IdeaShare } from './modules/idea-share/entities/idea-share.entity';
import { IdeaVideo } from './modules/idea/entities/idea-video.entity';
import { IdeaView } from './modules/idea-share/entities/idea-view.entity';
import { Idea } from './modules/idea/entities/idea.entity';
import { NotificationDigest } from './modules/notification/entities/notification-digest.entity';
import { NotificationSettings } from './modules/notification/entities/notification-settings.entity';
import { Notification } from './modules/notification/entities/notification.entity';
import { ChargeIntent } from './modules/billing/entities/charge-intent.entity';
import { UserExport } from './modules/user-export/entities/user-export.entity';
import { Payment } from './modules/subscription/entities/payment.entity';
import { PaymentMethod } from './modules/payments/entities/payment-method.entity';
import { Subscription } from './modules/subscription/entities/subscription.entity';
import { WebhookEvent } from './modules/subscription/entities/webhook-event.entity';
import { StoredFile } from './modules/file/entities/stored-file.entity';
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
