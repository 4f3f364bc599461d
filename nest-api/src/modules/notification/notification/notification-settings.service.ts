import { Injectable } from '@nestjs/common';
import {
  type TDigestFrequency,
  type TNotificationSettings,
  type TNotificationType,
  type TUpdateNotificationSettingsRequest,
} from '@crowd/contracts';
import { StaleEntityError } from '../../../common/errors';
import type { DigestChoices, NotificationFlags, NotificationSettings } from './entities/notification-settings.entity';
import { NotificationDigestRepository } from './notification-digest.repository';
import { NotificationSettingsRepository } from './notification-settings.repository';

/** A type missing from the stored map is e-mailed: every notification mail is on until turned off. */
const DEFAULT_FLAG = true;

const toView = (row: NotificationSettings, types: readonly TNotificationType[]): TNotificationSettings => ({
  version: row.version,
  ...Object.fromEntries(types.map((type) => [type, row.flags[type] ?? DEFAULT_FLAG])),
  digests: Object.fromEntries(types.map((type) => [type, row.digests[type] ?? 'off'])),
});

/** A user's digest choices: which types go into the daily and which into the weekly digest. */
export interface DigestPlan {
  userId: number;
  daily: TNotificationType[];
  weekly: TNotificationType[];
}

/**
 * The user's e-mail toggles and digest choices for `types`, the notification types that can reach
 * them; choices of other types are neither shown nor changed.
 */
@Injectable()
export class NotificationSettingsService {
  constructor(
    private readonly settings: NotificationSettingsRepository,
    private readonly digests: NotificationDigestRepository,
  ) {}

  async get(userId: number, types: readonly TNotificationType[]): Promise<TNotificationSettings> {
    return toView(await this.settings.findOrCreate(userId), types);
  }

  /** Drops the user's settings and the record of digests sent (the account is being erased). */
  async forget(userId: number): Promise<void> {
    await this.settings.deleteOf(userId);
    await this.digests.deleteAllOf(userId);
  }

  /**
   * Whether the user wants `type` by instant e-mail; reads without creating the user's row. A type
   * in a digest is not mailed on its own: the digest tells of it (decision 036).
   */
  async mails(userId: number, type: TNotificationType): Promise<boolean> {
    const row = await this.settings.findByUser(userId);
    if (row?.digests[type]) return false;
    return row?.flags[type] ?? DEFAULT_FLAG;
  }

  async update(
    userId: number,
    input: TUpdateNotificationSettingsRequest,
    types: readonly TNotificationType[],
  ): Promise<TNotificationSettings> {
    const row = await this.settings.findOrCreate(userId);
    // The choices are merged into what this version holds; the write itself checks the version.
    if (row.version !== input.version) throw new StaleEntityError('NotificationSettings');
    const flags: NotificationFlags = { ...row.flags };
    const digests: DigestChoices = { ...row.digests };
    for (const type of types) {
      const value = input[type];
      if (value !== undefined) flags[type] = value;
      const digest: TDigestFrequency | undefined = input.digests?.[type];
      if (digest === 'off') delete digests[type];
      else if (digest !== undefined) digests[type] = digest;
    }
    await this.settings.updateChoices(row.id, input.version, flags, digests);
    return this.get(userId, types);
  }

  /** The digest choices of a page of users who chose some (the sweep's keyset, by row id). */
  async digestPlans(afterId: number, limit: number): Promise<{ plans: DigestPlan[]; lastId: number | null }> {
    const rows = await this.settings.withDigests(afterId, limit);
    const plans = rows.map((row) => {
      const entries = Object.entries(row.digests) as Array<[TNotificationType, 'daily' | 'weekly']>;
      return {
        userId: row.userId,
        daily: entries.filter(([, kind]) => kind === 'daily').map(([type]) => type),
        weekly: entries.filter(([, kind]) => kind === 'weekly').map(([type]) => type),
      };
    });
    return { plans, lastId: rows.at(-1)?.id ?? null };
  }
}
