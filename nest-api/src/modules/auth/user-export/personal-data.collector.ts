import { Injectable } from '@nestjs/common';
import { ZNotificationType, type TLocale } from '@crowd/contracts';
import { CommentRepository } from '../../idea/comment/comment.repository';
import { CrowdMemberRepository } from '../../crowd/crowd/crowd-member.repository';
import type { StoredFile } from '../../../infra/files/stored-file.entity';
import { FilesService } from '../../../infra/files/files.service';
import { IdeaPersonalDataRepository } from '../../idea/idea/idea-personal-data.repository';
import { IdeaShareRepository } from '../../idea/idea-share/idea-share.repository';
import { NotificationRepository } from '../../notification/notification/notification.repository';
import { NotificationSettingsService } from '../../notification/notification/notification-settings.service';
import { CreditCardsService } from '../../subscription/payments/cards/credit-cards.service';
import { UserRepository } from '../user/user.repository';

const EXTENSIONS: Record<string, string> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Where a stored file sits in the zip: by id and purpose, never the uploaded name (no paths from users). */
export const zipPathOf = (file: Pick<StoredFile, 'id' | 'purpose' | 'contentType'>): string =>
  `files/${file.id}-${file.purpose.toLowerCase().replace(/_/g, '-')}.${EXTENSIONS[file.contentType] ?? 'bin'}`;

export interface CollectedData {
  locale: TLocale;
  email: string;
  /** data.json: stable English field names (decision 033). */
  data: Awaited<ReturnType<PersonalDataCollector['dataOf']>>;
  files: StoredFile[];
  /** Rows and files together: what decides between streaming now and packing on the queue. */
  size: number;
}

/**
 * Everything the app keeps about one person, read from each owning module: their profile, crowds,
 * own content and reactions, notifications, saved cards (brand and last 4 only) and uploads. Never
 * password hashes, provider or social ids, tokens or sessions, nor other people's content.
 */
@Injectable()
export class PersonalDataCollector {
  constructor(
    private readonly users: UserRepository,
    private readonly settings: NotificationSettingsService,
    private readonly members: CrowdMemberRepository,
    private readonly ideas: IdeaPersonalDataRepository,
    private readonly comments: CommentRepository,
    private readonly shares: IdeaShareRepository,
    private readonly notifications: NotificationRepository,
    private readonly cards: CreditCardsService,
    private readonly files: FilesService,
  ) {}

  /** Null when the account is gone. */
  async collect(userId: number, exportedAt: Date): Promise<CollectedData | null> {
    const user = await this.users.findLiveById(userId);
    if (!user) return null;
    const files = await this.files.uploadsOf(userId);
    const data = await this.dataOf(user, files, exportedAt);
    const size =
      files.length +
      data.memberships.length +
      data.ideas.length +
      data.comments.length +
      data.likes.length +
      data.answers.length +
      data.ratings.length +
      data.shares.length +
      data.notifications.length;
    return { locale: user.locale, email: user.email, data, files, size };
  }

  private async dataOf(
    user: NonNullable<Awaited<ReturnType<UserRepository['findLiveById']>>>,
    files: StoredFile[],
    exportedAt: Date,
  ) {
    const userId = user.id;
    const [settings, memberships, ideas, comments, likes, ratings, answers, shares, notifications, cards] =
      await Promise.all([
        this.settings.get(userId, ZNotificationType.options),
        this.members.allOf(userId),
        this.ideas.ideasOf(userId),
        this.comments.ofOwner(userId),
        this.ideas.likesOf(userId),
        this.ideas.ratingsOf(userId),
        this.ideas.answersOf(userId),
        this.shares.sharesOf(userId),
        this.notifications.allOf(userId),
        this.cards.list(userId),
      ]);
    const pathById = new Map(files.map((file) => [file.id, zipPathOf(file)]));
    const answerView = (answer: (typeof answers)[number]) => ({
      ideaId: answer.ideaId,
      questionnaireId: answer.questionnaireId,
      question: answer.questionText,
      options: answer.optionTexts,
      text: answer.textAnswer,
      createdAt: answer.createdAt,
    });
    return {
      format: 'crowd-ideas-personal-data',
      formatVersion: 1,
      exportedAt,
      profile: {
        id: user.id,
        email: user.email,
        name: user.name,
        about: user.about,
        language: user.locale,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
        verifiedAt: user.verifiedAt,
        privateToCrowdId: user.boundCrowdId,
        avatarFile: user.avatarImageId === null ? null : (pathById.get(user.avatarImageId) ?? null),
        signInWithGoogle: user.googleId !== null,
        signInWithFacebook: user.facebookId !== null,
        hasPassword: user.passwordHash !== null,
      },
      notificationSettings: { ...settings, version: undefined },
      memberships,
      ideas: ideas.map(({ idea, fileIds, videoUrls }) => ({
        id: idea.id,
        crowdId: idea.crowdId,
        categoryId: idea.categoryId,
        name: idea.name,
        description: idea.description,
        authorName: idea.creatorName,
        state: idea.state,
        featured: idea.featured,
        rewarded: idea.rewarded,
        implemented: idea.implemented,
        mergedIntoId: idea.mergedIntoId,
        likeCount: idea.likeCount,
        commentCount: idea.commentCount,
        createdAt: idea.createdAt,
        updatedAt: idea.updatedAt,
        featuredImageFile: idea.featuredImageId === null ? null : (pathById.get(idea.featuredImageId) ?? null),
        attachmentFiles: fileIds.flatMap((id) => pathById.get(id) ?? []),
        videos: videoUrls,
      })),
      comments: comments.map((comment) => ({
        id: comment.id,
        ideaId: comment.ideaId,
        crowdId: comment.crowdId,
        authorName: comment.authorName,
        content: comment.content,
        createdAt: comment.createdAt,
        updatedAt: comment.updatedAt,
      })),
      likes: likes.map((like) => ({
        ideaId: like.ideaId,
        createdAt: like.createdAt,
        answers: answers
          .filter((answer) => answer.context === 'IDEA_LIKE' && answer.ideaId === like.ideaId)
          .map(answerView),
      })),
      answers: answers.filter((answer) => answer.context === 'IDEA_CREATION').map(answerView),
      ratings: ratings.map((rating) => ({
        ideaId: rating.ideaId,
        value: rating.value,
        createdAt: rating.createdAt,
        updatedAt: rating.updatedAt,
      })),
      shares: shares.map((share) => ({
        ideaId: share.ideaId,
        recipientCount: share.recipientCount,
        createdAt: share.createdAt,
      })),
      notifications: notifications.map((notification) => ({
        type: notification.type,
        about: notification.entityType,
        aboutId: notification.entityId,
        crowdId: notification.crowdId,
        data: notification.data,
        readAt: notification.readAt,
        createdAt: notification.createdAt,
      })),
      cards: cards.map((card) => ({
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        primary: card.primary,
      })),
      files: files.map((file) => ({
        path: zipPathOf(file),
        purpose: file.purpose,
        contentType: file.contentType,
        size: file.size,
        originalName: file.originalName,
        crowdId: file.crowdId,
        createdAt: file.createdAt,
      })),
    };
  }
}
