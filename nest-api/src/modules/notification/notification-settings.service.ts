import { Injectable } from '@nestjs/common';
import {
  type TNotificationSettings,
  type TNotificationType,
  type TUpdateNotificationSettingsRequest,
} from '@crowd/contracts';
import { StaleEntityError } from '../../common/errors';
import type { NotificationFlags, NotificationSettings } from './entities/notification-settings.entity';
import { NotificationSettingsRepository } from './notification-settings.repository';

/** A type missing from the stored map is e-mailed: every notification mail is on until turned off. */
const DEFAULT_FLAG = true;

const toView = (row: NotificationSettings, types: readonly TNotificationType[]): TNotificationSettings => ({
  version: row.version,
  ...Object.fromEntries(types.map((type) => [type, row.flags[type] ?? DEFAULT_FLAG])),
});

/**
 * The user's e-mail toggles for `types`, the notification types that can reach them; flags of
 * other types are neither shown nor changed.
 */
@Injectable()
export class NotificationSettingsService {
  constructor(private readonly settings: NotificationSettingsRepository) {}

  async get(userId: number, types: readonly TNotificationType[]): Promise<TNotificationSettings> {
    return toView(await this.settings.findOrCreate(userId), types);
  }

  /** Drops the user's settings (the account is being erased). */
  async forget(userId: number): Promise<void> {
    await this.settings.deleteOf(userId);
  }

  /** Whether the user wants `type` by e-mail; reads without creating the user's row. */
  async mails(userId: number, type: TNotificationType): Promise<boolean> {
    return (await this.settings.findByUser(userId))?.flags[type] ?? DEFAULT_FLAG;
  }

  async update(
    userId: number,
    input: TUpdateNotificationSettingsRequest,
    types: readonly TNotificationType[],
  ): Promise<TNotificationSettings> {
    const row = await this.settings.findOrCreate(userId);
    // The flags are merged into what this version holds; the write itself checks the version.
    if (row.version !== input.version) throw new StaleEntityError('NotificationSettings');
    const flags: NotificationFlags = { ...row.flags };
    for (const type of types) {
      const value = input[type];
      if (value !== undefined) flags[type] = value;
    }
    await this.settings.updateFlags(row.id, input.version, flags);
    return this.get(userId, types);
  }
}
