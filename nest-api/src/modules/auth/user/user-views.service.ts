import { Injectable } from '@nestjs/common';
import type { TUser } from '@crowd/contracts';
import { ProcessMemo } from '../../../infra/cache/process-memo';
import { UserRepository } from './user.repository';
import { toUserView } from './user-view';

/**
 * The signed-in user as they see themselves (GET /user, a page's top bar), kept a moment per user
 * in the process memo (issue 27): every signed-in page asks for it, and it changes by the user's
 * own writes, which empty the memo. Null for an erased user.
 */
@Injectable()
export class UserViews {
  constructor(
    private readonly users: UserRepository,
    private readonly memo: ProcessMemo,
  ) {}

  live(userId: number): Promise<TUser | null> {
    return this.memo.get(`user-view:${userId}`, async () => {
      const user = await this.users.findLiveById(userId);
      return user ? toUserView(user) : null;
    });
  }
}
