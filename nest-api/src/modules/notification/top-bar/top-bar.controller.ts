import { Controller } from '@nestjs/common';
import { PAGE_SIZES, type TTopBarResponse } from '@crowd/contracts';
import { ApiRoute } from '../../../common/http/api-route';
import { unauthorized } from '../../../common/errors';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { UserRepository } from '../../auth/user/user.repository';
import { toUserView } from '../../auth/user/user-view';
import { NotificationInboxService } from '../notification/notification-inbox.service';

/**
 * A page's top bar in one call (issue 27): what GET /user and GET /notification give it, read
 * with one session check. The web asks it for a page it shared with the crowd's readers.
 */
@Controller()
@RequireUser()
export class TopBarController {
  constructor(
    private readonly users: UserRepository,
    private readonly inbox: NotificationInboxService,
  ) {}

  @ApiRoute('getTopBar')
  async get(@CurrentUser() requester: RequestUser): Promise<TTopBarResponse> {
    const [user, notifications] = await Promise.all([
      this.users.findLiveById(requester.id),
      this.inbox.list(requester.id, { offset: 0, limit: PAGE_SIZES.notificationDropdown }),
    ]);
    if (!user) throw unauthorized();
    return { user: toUserView(user), notifications };
  }
}
