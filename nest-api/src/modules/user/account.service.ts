import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ZChangePasswordRequest,
  ZSetPasswordRequest,
  ZUpdateAvatarMultipart,
  type TUpdatePasswordResponse,
  type TUpdateUserRequest,
  type TUser,
} from '@crowd/contracts';
import { DataSource, IsNull, Repository } from 'typeorm';
import { forbidden, unauthorized, ValidationFailedError } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { zodIssuesToFieldErrors } from '../../common/http/zod-issues';
import { updateVersioned, type VersionedChanges } from '../../infra/database/optimistic';
import { FilesService } from '../../infra/files/files.service';
import type { UploadedBinary } from '../../infra/files/image-upload';
import { sniffContentType } from '../../infra/files/sniff-content-type';
import { StoredFile } from '../../infra/files/stored-file.entity';
import { toSquareJpeg } from '../../infra/files/square-jpeg';
import { User } from '../auth/entities/user.entity';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { SessionService } from '../auth/session/session.service';
import { toUserView } from '../auth/user-view';

/** The signed-in user's own account: profile, avatar, password. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly storage: FilesService,
    private readonly sessions: SessionService,
  ) {}

  async current(requester: RequestUser): Promise<TUser> {
    return toUserView(await this.load(requester.id));
  }

  async update(requester: RequestUser, input: TUpdateUserRequest): Promise<TUser> {
    this.assertSelf(requester, input.id);
    const changes: VersionedChanges<User> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.about !== undefined) changes.about = input.about;
    if (input.locale !== undefined) changes.locale = input.locale;
    if (input.avatarImageId !== undefined) {
      if (input.avatarImageId !== null) await this.assertOwnAvatar(requester.id, input.avatarImageId);
      changes.avatarImageId = input.avatarImageId;
    }
    await updateVersioned(this.dataSource.manager, User, requester.id, input.version, changes);
    return this.current(requester);
  }

  /**
   * gif, jpeg or png by the bytes (the declared type is not trusted); stored as the user's avatar,
   * a square JPEG whatever was sent.
   */
  async updateAvatar(requester: RequestUser, fields: unknown, file: UploadedBinary | undefined): Promise<TUser> {
    const parsed = ZUpdateAvatarMultipart.safeParse(fields);
    if (!parsed.success) throw new ValidationFailedError(zodIssuesToFieldErrors(parsed.error));
    this.assertSelf(requester, parsed.data.id);
    const square = file && sniffContentType(file.buffer) ? await toSquareJpeg(file.buffer) : null;
    if (!file || !square) throw ValidationFailedError.field('avatar', 'validation_account_avatar');
    const stored = await this.storage.store({
      buffer: square,
      purpose: 'AVATAR',
      ownerId: requester.id,
      crowdId: null,
      originalName: file.originalname,
    });
    try {
      await updateVersioned(this.dataSource.manager, User, requester.id, parsed.data.version, {
        avatarImageId: stored.id,
      });
    } catch (error) {
      await this.storage.remove(stored);
      throw error;
    }
    return this.current(requester);
  }

  /**
   * Change (with the current password) or set (an account without one) the password; the user's
   * other sessions are signed out, this one and its master stay.
   */
  async updatePassword(requester: RequestUser, body: unknown): Promise<TUpdatePasswordResponse> {
    const user = await this.load(requester.id);
    let input: { id: number; version: number; password: string };
    let message: TUpdatePasswordResponse['message'];
    if (user.passwordHash !== null) {
      const parsed = ZChangePasswordRequest.safeParse(body);
      if (!parsed.success) throw new ValidationFailedError(zodIssuesToFieldErrors(parsed.error));
      this.assertSelf(requester, parsed.data.id);
      if (!(await verifyPassword(user.passwordHash, parsed.data.currentPassword))) {
        throw ValidationFailedError.field('currentPassword', 'validation_invalid_current_password');
      }
      input = parsed.data;
      message = 'change_password_successful';
    } else {
      const parsed = ZSetPasswordRequest.safeParse(body);
      if (!parsed.success) throw new ValidationFailedError(zodIssuesToFieldErrors(parsed.error));
      this.assertSelf(requester, parsed.data.id);
      input = parsed.data;
      message = 'set_password_successful';
    }
    await updateVersioned(this.dataSource.manager, User, user.id, input.version, {
      passwordHash: await hashPassword(input.password),
    });
    const keep = [requester.session?.id, requester.session?.masterSessionId].filter(
      (id): id is string => typeof id === 'string',
    );
    await this.sessions.revokeAllOfUser(user.id, keep);
    return { message, user: await this.current(requester) };
  }

  private assertSelf(requester: RequestUser, id: number): void {
    if (id !== requester.id) throw forbidden();
  }

  private async assertOwnAvatar(userId: number, fileId: number): Promise<void> {
    const own = await this.files.existsBy({ id: fileId, ownerId: userId, purpose: 'AVATAR' });
    if (!own) throw ValidationFailedError.field('avatarImageId', 'validation_account_avatar');
  }

  private async load(userId: number): Promise<User> {
    const user = await this.users.findOneBy({ id: userId, deletedAt: IsNull() });
    if (!user) throw unauthorized();
    return user;
  }
}
