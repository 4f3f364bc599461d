import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ZNotificationType,
  type TNotificationSettings,
  type TUpdateNotificationSettingsRequest,
} from '@crowd/contracts';
import { DataSource, Repository } from 'typeorm';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { StaleEntityError } from '../../common/errors';
import { updateVersioned } from '../../infra/database/optimistic';
import { NotificationSettings, type NotificationFlags } from '../notification/entities/notification-settings.entity';

/** A type missing from the stored map is e-mailed: every notification mail is on until turned off. */
const DEFAULT_FLAG = true;

const toView = (row: NotificationSettings): TNotificationSettings =>
  ({
    version: row.version,
    ...Object.fromEntries(ZNotificationType.options.map((type) => [type, row.flags[type] ?? DEFAULT_FLAG])),
  }) as TNotificationSettings;

@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(NotificationSettings) private readonly settings: Repository<NotificationSettings>,
  ) {}

  async get(userId: number): Promise<TNotificationSettings> {
    return toView(await this.row(userId));
  }

  async update(userId: number, input: TUpdateNotificationSettingsRequest): Promise<TNotificationSettings> {
    const row = await this.row(userId);
    // The flags are merged into what this version holds; the write itself checks the version.
    if (row.version !== input.version) throw new StaleEntityError('NotificationSettings');
    const flags: NotificationFlags = { ...row.flags };
    for (const type of ZNotificationType.options) {
      const value = input[type];
      if (value !== undefined) flags[type] = value;
    }
    await updateVersioned(this.dataSource.manager, NotificationSettings, row.id, input.version, { flags });
    return this.get(userId);
  }

  /** The user's row, created with the defaults on first use. */
  private async row(userId: number): Promise<NotificationSettings> {
    const existing = await this.settings.findOneBy({ userId });
    if (existing) return existing;
    try {
      return await this.settings.save(this.settings.create({ userId, flags: {} }));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return this.settings.findOneByOrFail({ userId });
    }
  }
}
