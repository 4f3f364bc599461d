import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  ZUpdateCrowdRequest,
  type TCreateCrowdResponse,
  type TCrowdListResponse,
  type TUpdateCrowdRequest,
  type TUpdateCrowdResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { CrowdAdminService } from './crowd-admin.service';
import { CrowdSettingsService } from './crowd-settings.service';

/** The signed-in user's crowds (spec 2, section 7: GET, POST and PUT /crowd). */
@Controller('crowd')
@RequireUser()
export class CrowdsController {
  constructor(
    private readonly crowds: CrowdAdminService,
    private readonly settings: CrowdSettingsService,
  ) {}

  @Get()
  list(@CurrentUser() user: RequestUser): Promise<TCrowdListResponse> {
    return this.crowds.list(user);
  }

  @Post()
  async create(@CurrentUser() user: RequestUser): Promise<TCreateCrowdResponse> {
    return { message: 'crowd_created', crowd: await this.crowds.create(user) };
  }

  @Put()
  update(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZUpdateCrowdRequest) body: TUpdateCrowdRequest,
  ): Promise<TUpdateCrowdResponse> {
    return this.settings.update(user, body);
  }
}
