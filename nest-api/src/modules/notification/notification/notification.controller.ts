import { Controller } from '@nestjs/common';
import type { TMarkNotificationsReadResponse, TNotificationListResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, RouteQuery, type TRouteBody, type TRouteQuery } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { NotificationInboxService } from './notification-inbox.service';

/** The signed-in user's notifications (spec 1, section 7). */
@Controller()
@RequireUser()
export class NotificationController {
  constructor(private readonly inbox: NotificationInboxService) {}

  @ApiRoute('listNotifications')
  list(
    @CurrentUser() user: RequestUser,
    @RouteQuery() query: TRouteQuery<'listNotifications'>,
  ): Promise<TNotificationListResponse> {
    return this.inbox.list(user.id, query);
  }

  @ApiRoute('markNotificationsRead')
  markRead(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'markNotificationsRead'>,
  ): Promise<TMarkNotificationsReadResponse> {
    return this.inbox.markRead(user.id, body);
  }
}
