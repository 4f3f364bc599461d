import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdTheming } from './entities/crowd-theming.entity';

@Injectable()
export class CrowdThemingRepository extends TransactionalRepository {
  /** Every crowd gets its theming row when it is created. */
  findByCrowdOrFail(crowdId: number): Promise<CrowdTheming> {
    return this.manager.getRepository(CrowdTheming).findOneByOrFail({ crowdId });
  }
}
