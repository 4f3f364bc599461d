import { Injectable } from '@nestjs/common';
import type {
  TChangePasswordRequest,
  TSetPasswordRequest,
  TUpdateAvatarMultipart,
  TUpdatePasswordResponse,
  TUpdateUserRequest,
  TUser,
} from '@crowd/contracts';
import { forbidden, unauthorized, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import type { VersionedChanges } from '../../../infra/database/optimistic';
import { toSquareJpeg } from '../../../infra/files/image-codec';
import { contractImageField, refusedImage, type UploadedBinary } from '../../../infra/files/image-upload';
import { hashPassword } from '../auth/password-hasher';
import { PasswordRecheck } from '../user/password-recheck';
import { SessionService } from '../auth/session/session.service';
import { FilesService } from '../../../infra/files/files.service';
import type { User } from '../user/entities/user.entity';
import { UserViews } from '../user/user-views.service';
import { UserRepository } from '../user/user.repository';

/** A password change (the account has one) or a first password (it has none). */
export type PasswordUpdate =
  { kind: 'change'; request: TChangePasswordRequest } | { kind: 'set'; request: TSetPasswordRequest };

export const AVATAR_FIELD = contractImageField('updateAvatar', 'avatar');

/** The signed-in user's own account: profile, avatar, password. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly files: FilesService,
    private readonly sessions: SessionService,
    private readonly recheck: PasswordRecheck,
    private readonly views: UserViews,
  ) {}

  async current(requester: RequestUser): Promise<TUser> {
    const user = await this.views.live(requester.id);
    if (!user) throw unauthorized();
    return user;
  }

  async update(requester: RequestUser, input: TUpdateUserRequest): Promise<TUser> {
    this.assertSelf(requester, input.id);
    const changes: VersionedChanges<User> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.about !== undefined) changes.about = input.about;
    if (input.locale !== undefined) changes.locale = input.locale;
    if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
    let previousAvatar: number | null = null;
    if (input.avatarImageId !== undefined) {
      if (input.avatarImageId !== null) await this.assertOwnAvatar(requester.id, input.avatarImageId);
      changes.avatarImageId = input.avatarImageId;
      previousAvatar = (await this.load(requester.id)).avatarImageId;
    }
    await this.users.updateVersioned(requester.id, input.version, changes);
    if (previousAvatar !== null && previousAvatar !== input.avatarImageId) {
      await this.files.discardOwnAvatar(previousAvatar, requester.id);
    }
    return this.current(requester);
  }

  /**
   * gif, jpeg or png by the bytes (the declared type is not trusted); stored as the user's avatar,
   * a square JPEG whatever was sent. The avatar it replaces is deleted: its id would serve it on.
   */
  async updateAvatar(
    requester: RequestUser,
    fields: TUpdateAvatarMultipart,
    file: UploadedBinary | undefined,
  ): Promise<TUser> {
    this.assertSelf(requester, fields.id);
    const square = file ? await toSquareJpeg(file.buffer) : null;
    if (!file || !square) throw refusedImage(AVATAR_FIELD);
    // Read before the versioned write: when that succeeds, the version (so the avatar) was this one.
    const previousAvatar = (await this.load(requester.id)).avatarImageId;
    const stored = await this.files.store({
      buffer: square,
      purpose: 'AVATAR',
      ownerId: requester.id,
      crowdId: null,
      originalName: file.originalname,
    });
    try {
      await this.users.updateVersioned(requester.id, fields.version, { avatarImageId: stored.id });
    } catch (error) {
      await this.files.remove(stored);
      throw error;
    }
    if (previousAvatar !== null) await this.files.discardOwnAvatar(previousAvatar, requester.id);
    return this.current(requester);
  }

  /**
   * Change (with the current password) or set (an account without one) the password; the user's
   * other sessions are signed out, this one and its master stay.
   */
  async updatePassword(requester: RequestUser, update: PasswordUpdate): Promise<TUpdatePasswordResponse> {
    const user = await this.load(requester.id);
    const input = update.request;
    this.assertSelf(requester, input.id);
    if (update.kind === 'change') {
      if (!(await this.recheck.matches(user.id, user.passwordHash, update.request.currentPassword))) {
        throw ValidationFailedError.field('currentPassword', 'validation_invalid_current_password');
      }
    }
    const message: TUpdatePasswordResponse['message'] =
      update.kind === 'change' ? 'change_password_successful' : 'set_password_successful';
    await this.users.updateVersioned(user.id, input.version, { passwordHash: await hashPassword(input.password) });
    const keep = [requester.session?.id, requester.session?.masterSessionId].filter(
      (id): id is string => typeof id === 'string',
    );
    await this.sessions.revokeAllOfUser(user.id, keep);
    return { message, user: await this.current(requester) };
  }

  /** Which password request applies: a change when the account has a password, else a first one. */
  async hasPassword(userId: number): Promise<boolean> {
    return (await this.load(userId)).passwordHash !== null;
  }

  private assertSelf(requester: RequestUser, id: number): void {
    if (id !== requester.id) throw forbidden();
  }

  private async assertOwnAvatar(userId: number, fileId: number): Promise<void> {
    const own = await this.files.isOwnAvatar(fileId, userId);
    if (!own) throw ValidationFailedError.field('avatarImageId', 'validation_account_avatar');
  }

  private async load(userId: number): Promise<User> {
    const user = await this.users.findLiveById(userId);
    if (!user) throw unauthorized();
    return user;
  }
}
