import { Controller, Get, Put } from '@nestjs/common';
import {
  ZMarkNotificationsReadRequest,
  ZNotificationListQuery,
  type TMarkNotificationsReadRequest,
  type TMarkNotificationsReadResponse,
  type TNotificationListQuery,
  type TNotificationListResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody, ZodQuery } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { NotificationInboxService } from './notification-inbox.service';

/** The signed-in user's notifications (spec 1, section 7). */
@Controller('notification')
@RequireUser()
export class NotificationController {
  constructor(private readonly inbox: NotificationInboxService) {}

  @Get()
  list(
    @CurrentUser() user: RequestUser,
    @ZodQuery(ZNotificationListQuery) query: TNotificationListQuery,
  ): Promise<TNotificationListResponse> {
    return this.inbox.list(user.id, query);
  }

  @Put()
  markRead(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZMarkNotificationsReadRequest) body: TMarkNotificationsReadRequest,
  ): Promise<TMarkNotificationsReadResponse> {
    return this.inbox.markRead(user.id, body);
  }
}
