import { Controller, Put } from '@nestjs/common';
import { ZUpdateThemingRequest, type TUpdateThemingRequest, type TUpdateThemingResponse } from '@crowd/contracts';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { CrowdRole } from './context/crowd-role.guard';
import { CrowdThemingService } from './crowd-theming.service';

/**
 * The theming tab (spec 2, section 7: PUT /crowd/theming). Like the crowd's other settings, for
 * its enabled admins only (decision 013); the crowd is the body's `crowdId`.
 */
@Controller('crowd/theming')
@CrowdRole('CROWD_ADMIN')
export class CrowdThemingController {
  constructor(private readonly theming: CrowdThemingService) {}

  @Put()
  update(@ZodBody(ZUpdateThemingRequest) body: TUpdateThemingRequest): Promise<TUpdateThemingResponse> {
    return this.theming.update(body);
  }
}
