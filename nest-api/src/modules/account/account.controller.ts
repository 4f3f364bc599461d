import { Body, Controller, Get, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ZChangePasswordRequest,
  ZSetPasswordRequest,
  ZUpdateAvatarMultipart,
  ZUpdateNotificationSettingsRequest,
  ZUpdateUserRequest,
  type TGetNotificationSettingsResponse,
  type TGetUserResponse,
  type TUpdateAvatarMultipart,
  type TUpdateAvatarResponse,
  type TUpdateNotificationSettingsRequest,
  type TUpdateNotificationSettingsResponse,
  type TUpdatePasswordResponse,
  type TUpdateUserRequest,
  type TUpdateUserResponse,
  type TUserIdeasLikedResponse,
  type TUserRolesResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { parseOrFail, ZodBody } from '../../common/http/zod-validation.pipe';
import { imageUpload, type UploadedBinary } from '../../infra/files/image-upload';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { AccountService, AVATAR_FIELD } from './account.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { UserActivityService } from './user-activity.service';

/** The signed-in user's account (spec section 7, /user calls). */
@Controller('user')
@RequireUser()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly notificationSettings: NotificationPreferencesService,
    private readonly activity: UserActivityService,
  ) {}

  @Get()
  get(@CurrentUser() user: RequestUser): Promise<TGetUserResponse> {
    return this.account.current(user);
  }

  @Put()
  async update(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUpdateUserRequest) body: TUpdateUserRequest,
  ): Promise<TUpdateUserResponse> {
    return { message: 'account_update_successful', user: await this.account.update(user, body) };
  }

  @Put('avatar')
  @UseInterceptors(imageUpload(AVATAR_FIELD.name))
  async updateAvatar(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUpdateAvatarMultipart) fields: TUpdateAvatarMultipart,
    @UploadedFile() file: UploadedBinary | undefined,
  ): Promise<TUpdateAvatarResponse> {
    return { message: 'avatar_upload_successful', user: await this.account.updateAvatar(user, fields, file) };
  }

  /** The body is a change (currentPassword) or a set request, depending on whether the user has a password. */
  @Put('password')
  async updatePassword(@CurrentUser() user: RequestUser, @Body() body: unknown): Promise<TUpdatePasswordResponse> {
    const update = (await this.account.hasPassword(user.id))
      ? { kind: 'change' as const, request: parseOrFail(ZChangePasswordRequest, body) }
      : { kind: 'set' as const, request: parseOrFail(ZSetPasswordRequest, body) };
    return this.account.updatePassword(user, update);
  }

  @Get('notificationSettings')
  getNotificationSettings(@CurrentUser() user: RequestUser): Promise<TGetNotificationSettingsResponse> {
    return this.notificationSettings.get(user.id);
  }

  @Put('notificationSettings')
  async updateNotificationSettings(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUpdateNotificationSettingsRequest) body: TUpdateNotificationSettingsRequest,
  ): Promise<TUpdateNotificationSettingsResponse> {
    return {
      message: 'notifications_update_successful',
      settings: await this.notificationSettings.update(user.id, body),
    };
  }

  @Get('roles')
  roles(@CurrentUser() user: RequestUser): Promise<TUserRolesResponse> {
    return this.activity.roles(user.id);
  }

  @Get('ideasLiked')
  ideasLiked(@CurrentUser() user: RequestUser): Promise<TUserIdeasLikedResponse> {
    return this.activity.ideas(user.id);
  }
}
