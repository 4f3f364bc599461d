import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableForeignKey,
  TableIndex,
  type TableColumnOptions,
} from 'typeorm';

/*
 * The whole schema of both spec documents, written with TypeORM's Table API only so the same
 * file runs on MySQL/MariaDB and SQLite. Types are the portable set used by the entities
 * (integer, varchar(n), text, boolean, datetime(3)); defaults are plain literals; every index,
 * unique index and foreign key is named so both drivers and the entities agree.
 * This file is frozen: later schema changes go into new migrations.
 */

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const stringId = (length: number): TableColumnOptions => ({
  name: 'id',
  type: 'varchar',
  length: String(length),
  isPrimary: true,
});
const version = (): TableColumnOptions => ({ name: 'version', type: 'integer', default: '1' });
const int = (name: string, options: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: options.nullable ?? false,
  ...(options.default === undefined ? {} : { default: String(options.default) }),
});
const str = (
  name: string,
  length: number,
  options: { nullable?: boolean; default?: string } = {},
): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: options.nullable ?? false,
  ...(options.default === undefined ? {} : { default: `'${options.default}'` }),
});
const text = (name: string, options: { nullable?: boolean } = {}): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: options.nullable ?? false,
});
const bool = (name: string, defaultValue: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: defaultValue ? '1' : '0',
});
const date = (name: string, options: { nullable?: boolean } = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: options.nullable ?? false,
});

const index = (name: string, columnNames: string[]): TableIndex => new TableIndex({ name, columnNames });
const unique = (name: string, columnNames: string[]): TableIndex =>
  new TableIndex({ name, columnNames, isUnique: true });
/** ON UPDATE spelled out: MySQL's implicit rule reads back as RESTRICT, TypeORM's default is NO ACTION. */
const fk = (
  name: string,
  column: string,
  referencedTableName: string,
  onDelete: 'CASCADE' | 'SET NULL',
): TableForeignKey =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

interface TableSpec {
  name: string;
  columns: TableColumnOptions[];
  indices?: TableIndex[];
  foreignKeys?: TableForeignKey[];
}

/** Built afresh per run: TypeORM mutates Table* objects, and two data sources may migrate at once. */
const tables = (): TableSpec[] => [
  {
    name: 'user',
    columns: [
      id(),
      version(),
      str('email', 254),
      str('emailNormalized', 254),
      str('name', 120),
      str('about', 600, { nullable: true }),
      str('locale', 8),
      str('passwordHash', 255, { nullable: true }),
      int('avatarImageId', { nullable: true }),
      bool('trialEligible', true),
      date('verifiedAt', { nullable: true }),
      int('boundCrowdId', { nullable: true }),
      str('googleId', 255, { nullable: true }),
      str('facebookId', 255, { nullable: true }),
      str('stripeCustomerId', 255, { nullable: true }),
      date('createdAt'),
      date('updatedAt'),
      date('deletedAt', { nullable: true }),
    ],
    indices: [
      unique('UQ_user_email', ['emailNormalized']),
      unique('UQ_user_google', ['googleId']),
      unique('UQ_user_facebook', ['facebookId']),
      index('IDX_user_avatar', ['avatarImageId']),
      index('IDX_user_bound_crowd', ['boundCrowdId']),
    ],
  },
  {
    name: 'crowd',
    columns: [
      id(),
      version(),
      str('title', 120),
      str('description', 600, { nullable: true }),
      str('subdomain', 63, { nullable: true }),
      str('subdomainNormalized', 63, { nullable: true }),
      str('domain', 253, { nullable: true }),
      str('domainNormalized', 253, { nullable: true }),
      bool('subdomainRouting', true),
      str('locale', 8),
      str('gaCode', 32, { nullable: true }),
      int('likeMilestone', { nullable: true }),
      int('rewardAmount', { nullable: true }),
      str('rewardCurrency', 3, { default: 'EUR' }),
      bool('visible', false),
      bool('hideTitle', false),
      bool('privateCrowd', false),
      bool('privateUsers', false),
      bool('allowPrePrivateLogins', false),
      text('allowedDomains', { nullable: true }),
      int('featuredImageId', { nullable: true }),
      bool('trialEligible', true),
      bool('active', true),
      int('ownerId', { nullable: true }),
      str('billingName', 255, { nullable: true }),
      str('billingCompanyName', 255, { nullable: true }),
      str('billingStreet', 255, { nullable: true }),
      str('billingPostalCode', 32, { nullable: true }),
      str('billingCity', 255, { nullable: true }),
      str('billingCountry', 255, { nullable: true }),
      str('billingCompanyId', 64, { nullable: true }),
      str('billingTaxId', 64, { nullable: true }),
      str('billingVatId', 64, { nullable: true }),
      int('userInteractionsCount', { default: 0 }),
      int('ideasCount', { default: 0 }),
      date('createdAt'),
      date('updatedAt'),
    ],
    indices: [
      unique('UQ_crowd_subdomain', ['subdomainNormalized']),
      unique('UQ_crowd_domain', ['domainNormalized']),
      index('IDX_crowd_owner', ['ownerId']),
      index('IDX_crowd_featured_image', ['featuredImageId']),
    ],
    foreignKeys: [fk('FK_crowd_owner', 'ownerId', 'user', 'SET NULL')],
  },
  {
    name: 'stored_file',
    columns: [
      id(),
      int('crowdId', { nullable: true }),
      int('ownerId', { nullable: true }),
      str('purpose', 32),
      str('contentType', 127),
      int('size'),
      str('storageKey', 255),
      str('originalName', 255, { nullable: true }),
      str('sha256', 64),
      date('createdAt'),
    ],
    indices: [
      unique('UQ_stored_file_storage_key', ['storageKey']),
      index('IDX_stored_file_crowd', ['crowdId']),
      index('IDX_stored_file_owner', ['ownerId']),
    ],
    foreignKeys: [
      fk('FK_stored_file_crowd', 'crowdId', 'crowd', 'CASCADE'),
      fk('FK_stored_file_owner', 'ownerId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'session',
    columns: [
      stringId(64),
      int('userId'),
      str('host', 255),
      str('kind', 16),
      str('masterSessionId', 64, { nullable: true }),
      date('createdAt'),
      date('lastSeenAt'),
      date('expiresAt'),
      date('revokedAt', { nullable: true }),
      str('userAgent', 512, { nullable: true }),
      str('ip', 64, { nullable: true }),
    ],
    indices: [
      index('IDX_session_user', ['userId']),
      index('IDX_session_expires', ['expiresAt']),
      index('IDX_session_master', ['masterSessionId']),
    ],
    foreignKeys: [fk('FK_session_user', 'userId', 'user', 'CASCADE')],
  },
  {
    name: 'user_token',
    columns: [
      id(),
      int('userId', { nullable: true }),
      str('type', 32),
      str('tokenHash', 64),
      date('expiresAt'),
      date('usedAt', { nullable: true }),
      int('crowdId', { nullable: true }),
      text('payload', { nullable: true }),
      date('createdAt'),
    ],
    indices: [
      unique('UQ_user_token_hash', ['tokenHash']),
      index('IDX_user_token_user', ['userId']),
      index('IDX_user_token_crowd', ['crowdId']),
    ],
    foreignKeys: [
      fk('FK_user_token_user', 'userId', 'user', 'CASCADE'),
      fk('FK_user_token_crowd', 'crowdId', 'crowd', 'CASCADE'),
    ],
  },
  {
    name: 'crowd_theming',
    columns: [
      id(),
      version(),
      int('crowdId'),
      str('ideasListingView', 16, { default: 'previews' }),
      bool('displayDefaultSlideshow', true),
      bool('displayCustomIntro', false),
      text('customIntroContent', { nullable: true }),
      str('customIntroBackgroundColor', 16, { default: '#F4B91F' }),
    ],
    indices: [unique('UQ_crowd_theming_crowd', ['crowdId'])],
    foreignKeys: [fk('FK_crowd_theming_crowd', 'crowdId', 'crowd', 'CASCADE')],
  },
  {
    name: 'category',
    columns: [
      id(),
      version(),
      int('crowdId'),
      str('name', 40),
      str('slug', 64),
      str('description', 600, { nullable: true }),
      bool('visible', true),
      int('ideaCount', { default: 0 }),
      date('createdAt'),
    ],
    indices: [unique('UQ_category_crowd_slug', ['crowdId', 'slug'])],
    foreignKeys: [fk('FK_category_crowd', 'crowdId', 'crowd', 'CASCADE')],
  },
  {
    name: 'crowd_member',
    columns: [
      id(),
      version(),
      int('crowdId'),
      int('userId'),
      str('role', 32),
      bool('disabled', false),
      date('createdAt'),
    ],
    indices: [unique('UQ_crowd_member_crowd_user', ['crowdId', 'userId']), index('IDX_crowd_member_user', ['userId'])],
    foreignKeys: [
      fk('FK_crowd_member_crowd', 'crowdId', 'crowd', 'CASCADE'),
      fk('FK_crowd_member_user', 'userId', 'user', 'CASCADE'),
    ],
  },
  {
    name: 'questionnaire',
    columns: [id(), version(), int('crowdId'), str('questionnaireType', 32), bool('enabled', false)],
    indices: [unique('UQ_questionnaire_crowd_type', ['crowdId', 'questionnaireType'])],
    foreignKeys: [fk('FK_questionnaire_crowd', 'crowdId', 'crowd', 'CASCADE')],
  },
  {
    name: 'question',
    columns: [
      id(),
      int('questionnaireId'),
      str('questionType', 32),
      str('questionText', 500),
      int('position'),
      date('deletedAt', { nullable: true }),
    ],
    indices: [index('IDX_question_questionnaire', ['questionnaireId', 'position'])],
    foreignKeys: [fk('FK_question_questionnaire', 'questionnaireId', 'questionnaire', 'CASCADE')],
  },
  {
    name: 'question_option',
    columns: [id(), int('questionId'), str('text', 500), int('position'), date('deletedAt', { nullable: true })],
    indices: [index('IDX_question_option_question', ['questionId', 'position'])],
    foreignKeys: [fk('FK_question_option_question', 'questionId', 'question', 'CASCADE')],
  },
  {
    name: 'idea',
    columns: [
      id(),
      version(),
      int('crowdId'),
      int('categoryId', { nullable: true }),
      int('ownerId', { nullable: true }),
      str('creatorName', 120),
      str('name', 200),
      text('description'),
      str('state', 32),
      bool('featured', false),
      bool('rewarded', false),
      bool('implemented', false),
      int('featuredImageId', { nullable: true }),
      int('likeCount', { default: 0 }),
      int('commentCount', { default: 0 }),
      int('shareCount', { default: 0 }),
      int('viewCount', { default: 0 }),
      int('ratingSum', { default: 0 }),
      int('ratingCount', { default: 0 }),
      date('milestoneReachedAt', { nullable: true }),
      date('createdAt'),
      date('updatedAt'),
    ],
    indices: [
      index('IDX_idea_crowd_created', ['crowdId', 'createdAt']),
      index('IDX_idea_crowd_likes', ['crowdId', 'likeCount']),
      index('IDX_idea_owner', ['ownerId']),
      index('IDX_idea_category', ['categoryId']),
      index('IDX_idea_featured_image', ['featuredImageId']),
      index('IDX_idea_created', ['createdAt']),
      index('IDX_idea_likes', ['likeCount']),
    ],
    foreignKeys: [
      fk('FK_idea_crowd', 'crowdId', 'crowd', 'CASCADE'),
      fk('FK_idea_category', 'categoryId', 'category', 'SET NULL'),
      fk('FK_idea_owner', 'ownerId', 'user', 'SET NULL'),
      fk('FK_idea_featured_image', 'featuredImageId', 'stored_file', 'SET NULL'),
    ],
  },
  {
    name: 'idea_file',
    columns: [id(), int('ideaId'), int('fileId'), int('position')],
    indices: [unique('UQ_idea_file_idea_file', ['ideaId', 'fileId']), index('IDX_idea_file_file', ['fileId'])],
    foreignKeys: [
      fk('FK_idea_file_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_idea_file_file', 'fileId', 'stored_file', 'CASCADE'),
    ],
  },
  {
    name: 'idea_video',
    columns: [id(), int('ideaId'), str('url', 2048), int('position')],
    indices: [index('IDX_idea_video_idea', ['ideaId', 'position'])],
    foreignKeys: [fk('FK_idea_video_idea', 'ideaId', 'idea', 'CASCADE')],
  },
  {
    name: 'idea_like',
    columns: [id(), int('ideaId'), int('userId', { nullable: true }), date('createdAt')],
    indices: [
      unique('UQ_idea_like_idea_user', ['ideaId', 'userId']),
      index('IDX_idea_like_idea_created', ['ideaId', 'createdAt']),
      index('IDX_idea_like_user', ['userId']),
    ],
    foreignKeys: [
      fk('FK_idea_like_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_idea_like_user', 'userId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'idea_rating',
    columns: [
      id(),
      int('ideaId'),
      int('userId', { nullable: true }),
      int('value'),
      date('createdAt'),
      date('updatedAt'),
    ],
    indices: [unique('UQ_idea_rating_idea_user', ['ideaId', 'userId']), index('IDX_idea_rating_user', ['userId'])],
    foreignKeys: [
      fk('FK_idea_rating_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_idea_rating_user', 'userId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'comment',
    columns: [
      id(),
      version(),
      int('ideaId'),
      int('crowdId'),
      int('ownerId', { nullable: true }),
      str('authorName', 120),
      str('content', 600),
      date('createdAt'),
      date('updatedAt'),
    ],
    indices: [
      index('IDX_comment_idea_created', ['ideaId', 'createdAt']),
      index('IDX_comment_crowd', ['crowdId']),
      index('IDX_comment_owner', ['ownerId']),
    ],
    foreignKeys: [
      fk('FK_comment_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_comment_crowd', 'crowdId', 'crowd', 'CASCADE'),
      fk('FK_comment_owner', 'ownerId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'idea_share',
    columns: [id(), int('ideaId'), int('userId', { nullable: true }), int('recipientCount'), date('createdAt')],
    indices: [index('IDX_idea_share_idea_created', ['ideaId', 'createdAt']), index('IDX_idea_share_user', ['userId'])],
    foreignKeys: [
      fk('FK_idea_share_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_idea_share_user', 'userId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'idea_view',
    columns: [id(), int('ideaId'), int('userId', { nullable: true }), date('createdAt')],
    indices: [index('IDX_idea_view_idea_created', ['ideaId', 'createdAt']), index('IDX_idea_view_user', ['userId'])],
    foreignKeys: [
      fk('FK_idea_view_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_idea_view_user', 'userId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'answer',
    columns: [
      id(),
      int('questionnaireId'),
      int('questionId'),
      int('ideaId'),
      int('userId', { nullable: true }),
      str('context', 32),
      str('questionText', 500),
      text('optionIds', { nullable: true }),
      text('optionTexts', { nullable: true }),
      text('textAnswer', { nullable: true }),
      date('createdAt'),
    ],
    indices: [
      index('IDX_answer_idea_user', ['ideaId', 'userId']),
      index('IDX_answer_questionnaire', ['questionnaireId']),
      index('IDX_answer_question', ['questionId']),
      index('IDX_answer_user', ['userId']),
    ],
    foreignKeys: [
      fk('FK_answer_questionnaire', 'questionnaireId', 'questionnaire', 'CASCADE'),
      fk('FK_answer_question', 'questionId', 'question', 'CASCADE'),
      fk('FK_answer_idea', 'ideaId', 'idea', 'CASCADE'),
      fk('FK_answer_user', 'userId', 'user', 'SET NULL'),
    ],
  },
  {
    name: 'payment_method',
    columns: [
      id(),
      int('userId'),
      str('providerId', 255),
      str('brand', 32),
      str('last4', 4),
      int('expMonth'),
      int('expYear'),
      bool('primary', false),
      date('createdAt'),
    ],
    indices: [unique('UQ_payment_method_provider', ['providerId']), index('IDX_payment_method_user', ['userId'])],
    foreignKeys: [fk('FK_payment_method_user', 'userId', 'user', 'CASCADE')],
  },
  {
    name: 'subscription',
    columns: [
      id(),
      version(),
      int('crowdId'),
      int('tier'),
      str('name', 64),
      str('status', 32),
      date('validFrom'),
      date('validTo', { nullable: true }),
      int('baseMonthlyPrice'),
      str('currency', 3),
      str('paymentProcessorId', 255, { nullable: true }),
      int('paymentMethodId', { nullable: true }),
      date('cancelledAt', { nullable: true }),
      date('createdAt'),
      date('updatedAt'),
    ],
    indices: [
      index('IDX_subscription_crowd_valid_from', ['crowdId', 'validFrom']),
      index('IDX_subscription_status_valid_to', ['status', 'validTo']),
      index('IDX_subscription_payment_method', ['paymentMethodId']),
    ],
    foreignKeys: [
      fk('FK_subscription_crowd', 'crowdId', 'crowd', 'CASCADE'),
      fk('FK_subscription_payment_method', 'paymentMethodId', 'payment_method', 'SET NULL'),
    ],
  },
  {
    name: 'payment',
    columns: [
      id(),
      int('subscriptionId'),
      int('amount'),
      str('currency', 3),
      str('status', 32),
      str('providerPaymentId', 255, { nullable: true }),
      str('failureCode', 255, { nullable: true }),
      date('createdAt'),
    ],
    indices: [
      index('IDX_payment_subscription', ['subscriptionId']),
      unique('UQ_payment_provider_payment', ['providerPaymentId']),
    ],
    foreignKeys: [fk('FK_payment_subscription', 'subscriptionId', 'subscription', 'CASCADE')],
  },
  {
    name: 'webhook_event',
    columns: [stringId(255), str('type', 255), date('processedAt')],
  },
  {
    name: 'notification',
    columns: [
      id(),
      int('userId'),
      str('type', 64),
      str('entityType', 16),
      int('entityId'),
      text('data', { nullable: true }),
      date('createdAt'),
      date('readAt', { nullable: true }),
    ],
    indices: [
      index('IDX_notification_user_created', ['userId', 'createdAt']),
      index('IDX_notification_user_read', ['userId', 'readAt']),
    ],
    foreignKeys: [fk('FK_notification_user', 'userId', 'user', 'CASCADE')],
  },
  {
    name: 'notification_settings',
    columns: [id(), version(), int('userId'), text('flags')],
    indices: [unique('UQ_notification_settings_user', ['userId'])],
    foreignKeys: [fk('FK_notification_settings_user', 'userId', 'user', 'CASCADE')],
  },
  {
    name: 'processed_job',
    columns: [stringId(255), str('queue', 64), date('processedAt')],
  },
];

/** Foreign keys closing the user ↔ crowd ↔ stored_file cycles, added once all three tables exist. */
const deferredForeignKeys = (): Array<{ table: string; foreignKeys: TableForeignKey[] }> => [
  {
    table: 'user',
    foreignKeys: [
      fk('FK_user_avatar', 'avatarImageId', 'stored_file', 'SET NULL'),
      fk('FK_user_bound_crowd', 'boundCrowdId', 'crowd', 'SET NULL'),
    ],
  },
  {
    table: 'crowd',
    foreignKeys: [fk('FK_crowd_featured_image', 'featuredImageId', 'stored_file', 'SET NULL')],
  },
];

export class InitialSchema1700000000000 implements MigrationInterface {
  name = 'InitialSchema1700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const spec of tables()) {
      await queryRunner.createTable(
        new Table({
          name: spec.name,
          columns: spec.columns,
          indices: spec.indices ?? [],
          foreignKeys: spec.foreignKeys ?? [],
        }),
        false,
        true,
        true,
      );
    }
    for (const deferred of deferredForeignKeys()) {
      await queryRunner.createForeignKeys(deferred.table, deferred.foreignKeys);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const deferred of deferredForeignKeys()) {
      await queryRunner.dropForeignKeys(deferred.table, deferred.foreignKeys);
    }
    for (const spec of tables().reverse()) {
      await queryRunner.dropTable(spec.name, false, true, true);
    }
  }
}
