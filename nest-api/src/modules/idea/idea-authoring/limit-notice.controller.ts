import { Controller } from '@nestjs/common';
import type { TNotifyLimitReachedResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { LimitNoticeService } from './limit-notice.service';

/** The limit dialog's "notify crowd owners" button (signed-in users; the service decides who may). */
@Controller()
@RequireUser()
export class LimitNoticeController {
  constructor(private readonly notices: LimitNoticeService) {}

  @ApiRoute('notifyCrowdLimitReached')
  notify(
    @CurrentUser() user: RequestUser,
    @RouteParams() { domain }: TRouteParams<'notifyCrowdLimitReached'>,
  ): Promise<TNotifyLimitReachedResponse> {
    return this.notices.notifyOwners(domain, user);
  }
}
