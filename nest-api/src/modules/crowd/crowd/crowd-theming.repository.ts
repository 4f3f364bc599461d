import { Injectable } from '@nestjs/common';
import { DEFAULT_THEMING } from '@crowd/contracts';
import { updateVersioned, type VersionedChanges } from '../../../infra/database/optimistic';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { CrowdTheming } from './entities/crowd-theming.entity';

@Injectable()
export class CrowdThemingRepository extends TransactionalRepository {
  private get themings() {
    return this.manager.getRepository(CrowdTheming);
  }

  /** Every crowd gets its theming row when it is created. */
  findByCrowdOrFail(crowdId: number): Promise<CrowdTheming> {
    return this.themings.findOneByOrFail({ crowdId });
  }

  /** The spec's defaults (slideshow on, no custom intro, the default intro colour). */
  async createDefault(crowdId: number): Promise<void> {
    await this.themings.insert({ crowdId, ...DEFAULT_THEMING });
  }

  /** StaleEntityError (409, `X-Stale-Entity: CrowdTheming`) when the row has another version. */
  async updateVersioned(id: number, expectedVersion: number, changes: VersionedChanges<CrowdTheming>): Promise<void> {
    await updateVersioned(this.manager, CrowdTheming, id, expectedVersion, changes);
  }
}
