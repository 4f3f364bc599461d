import { Controller } from '@nestjs/common';
import type { TTopBarResponse } from '@crowd/contracts';
import { ApiRoute } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { TopBarService } from './top-bar.service';

/** GET /notification/topBar: the web asks it for a page it shared with the crowd's readers. */
@Controller()
@RequireUser()
export class TopBarController {
  constructor(private readonly topBar: TopBarService) {}

  @ApiRoute('getTopBar')
  get(@CurrentUser() requester: RequestUser): Promise<TTopBarResponse> {
    return this.topBar.of(requester.id);
  }
}
