import { Injectable } from '@nestjs/common';
import {
  notificationTypesFor,
  type TNotificationSettings,
  type TNotificationType,
  type TUpdateNotificationSettingsRequest,
} from '@crowd/contracts';
import { CrowdMembershipService } from '../../crowd/crowd/crowd-membership.service';
import { NotificationSettingsService } from '../../notification/notification/notification-settings.service';

/**
 * The account's notification settings, limited to the types that can reach the user by their
 * crowd roles now: a follower sees no subscription or payment toggles until they administer a
 * crowd, and a flag sent for a type outside their reach is ignored.
 */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly memberships: CrowdMembershipService,
    private readonly settings: NotificationSettingsService,
  ) {}

  async get(userId: number): Promise<TNotificationSettings> {
    return this.settings.get(userId, await this.reachable(userId));
  }

  async update(userId: number, input: TUpdateNotificationSettingsRequest): Promise<TNotificationSettings> {
    return this.settings.update(userId, input, await this.reachable(userId));
  }

  private async reachable(userId: number): Promise<TNotificationType[]> {
    return notificationTypesFor(Object.values(await this.memberships.rolesOf(userId)));
  }
}
