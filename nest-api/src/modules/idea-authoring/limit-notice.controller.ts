import { Controller, HttpCode, Post } from '@nestjs/common';
import { ZDomainParams, type TNotifyLimitReachedResponse } from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { LimitNoticeService } from './limit-notice.service';

/** The limit dialog's "notify crowd owners" button (signed-in users; the service decides who may). */
@Controller('crowdView')
@RequireUser()
export class LimitNoticeController {
  constructor(private readonly notices: LimitNoticeService) {}

  @Post('notifyLimitReached/:domain')
  @HttpCode(200)
  notify(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZDomainParams) { domain }: { domain: string },
  ): Promise<TNotifyLimitReachedResponse> {
    return this.notices.notifyOwners(domain, user);
  }
}
