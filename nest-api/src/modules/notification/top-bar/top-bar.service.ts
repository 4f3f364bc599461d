import { Injectable } from '@nestjs/common';
import { PAGE_SIZES, type TTopBarResponse } from '@crowd/contracts';
import { unauthorized } from '../../../common/errors';
import { UserViews } from '../../auth/user/user-views.service';
import { NotificationInboxService } from '../notification/notification-inbox.service';

/**
 * A page's top bar (issue 27): what GET /user and GET /notification give it, read together for a
 * user whose session was checked once. 401 when the user is gone (erased since the session began).
 */
@Injectable()
export class TopBarService {
  constructor(
    private readonly users: UserViews,
    private readonly inbox: NotificationInboxService,
  ) {}

  async of(userId: number): Promise<TTopBarResponse> {
    const [user, notifications] = await Promise.all([
      this.users.live(userId),
      this.inbox.list(userId, { offset: 0, limit: PAGE_SIZES.notificationDropdown }),
    ]);
    if (!user) throw unauthorized();
    return { user, notifications };
  }
}
