import { Injectable } from '@nestjs/common';
import { DEFAULT_THEMING } from '@crowd/contracts';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdTheming } from './entities/crowd-theming.entity';

@Injectable()
export class CrowdThemingRepository extends TransactionalRepository {
  /** Every crowd gets its theming row when it is created. */
  findByCrowdOrFail(crowdId: number): Promise<CrowdTheming> {
    return this.manager.getRepository(CrowdTheming).findOneByOrFail({ crowdId });
  }

  /** The spec's defaults (slideshow on, no custom intro, the default intro colour). */
  async createDefault(crowdId: number): Promise<void> {
    await this.manager.getRepository(CrowdTheming).insert({ crowdId, ...DEFAULT_THEMING });
  }
}
