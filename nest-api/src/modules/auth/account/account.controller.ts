import { Body, Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ZChangePasswordRequest,
  ZSetPasswordRequest,
  type TGetNotificationSettingsResponse,
  type TGetUserResponse,
  type TUpdateAvatarResponse,
  type TUpdateNotificationSettingsResponse,
  type TUpdatePasswordResponse,
  type TUpdateUserResponse,
  type TUserIdeasLikedResponse,
  type TUserRolesResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { parseOrFail } from '../../../common/http/parse-or-fail';
import { imageUpload, type UploadedBinary } from '../../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { AccountService, AVATAR_FIELD } from './account.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UserActivityService } from './user-activity.service';

/** The signed-in user's account (spec section 7, /user calls). */
@Controller()
@RequireUser()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly notificationSettings: NotificationPreferencesService,
    private readonly activity: UserActivityService,
  ) {}

  @ApiRoute('getUser')
  get(@CurrentUser() user: RequestUser): Promise<TGetUserResponse> {
    return this.account.current(user);
  }

  @ApiRoute('updateUser')
  async update(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'updateUser'>,
  ): Promise<TUpdateUserResponse> {
    return { message: 'account_update_successful', user: await this.account.update(user, body) };
  }

  @ApiRoute('updateAvatar')
  @UseInterceptors(imageUpload(AVATAR_FIELD.name))
  async updateAvatar(
    @CurrentUser() user: RequestUser,
    @RouteBody() fields: TRouteBody<'updateAvatar'>,
    @UploadedFile() file: UploadedBinary | undefined,
  ): Promise<TUpdateAvatarResponse> {
    return { message: 'avatar_upload_successful', user: await this.account.updateAvatar(user, fields, file) };
  }

  /**
   * The body is a change (currentPassword) or a set request, depending on whether the user has a
   * password: the route documents both (a union), the handler reads the one that applies.
   */
  @ApiRoute('updatePassword')
  async updatePassword(@CurrentUser() user: RequestUser, @Body() body: unknown): Promise<TUpdatePasswordResponse> {
    const update = (await this.account.hasPassword(user.id))
      ? { kind: 'change' as const, request: parseOrFail(ZChangePasswordRequest, body) }
      : { kind: 'set' as const, request: parseOrFail(ZSetPasswordRequest, body) };
    return this.account.updatePassword(user, update);
  }

  @ApiRoute('getNotificationSettings')
  getNotificationSettings(@CurrentUser() user: RequestUser): Promise<TGetNotificationSettingsResponse> {
    return this.notificationSettings.get(user.id);
  }

  @ApiRoute('updateNotificationSettings')
  async updateNotificationSettings(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'updateNotificationSettings'>,
  ): Promise<TUpdateNotificationSettingsResponse> {
    return {
      message: 'notifications_update_successful',
      settings: await this.notificationSettings.update(user.id, body),
    };
  }

  @ApiRoute('getUserRoles')
  roles(@CurrentUser() user: RequestUser): Promise<TUserRolesResponse> {
    return this.activity.roles(user.id);
  }

  @ApiRoute('getUserIdeasLiked')
  ideasLiked(@CurrentUser() user: RequestUser): Promise<TUserIdeasLikedResponse> {
    return this.activity.ideas(user.id);
  }
}
