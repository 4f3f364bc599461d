import { Injectable } from '@nestjs/common';
import type { TDeleteCrowdResponse } from '@crowd/contracts';
import { forbidden, notFound, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdContextService } from '../crowd/context/crowd-context.service';
import { CrowdQuotaService } from '../crowd/crowd-quota.service';
import { CrowdRepository } from '../crowd/crowd.repository';
import { FilesService } from '../../../infra/files/files.service';
import { IdeaRepository } from '../../idea/idea/idea.repository';

/**
 * Deleting a crowd that came to nothing (decision 029): one that never had a subscription, not
 * even a trial, and has no ideas. Nobody but its staff ever saw it (a crowd is visible only with
 * a subscription) and it holds nobody's content, so its categories, questionnaires, members,
 * theming, notifications, tokens and files go with it. A crowd that had a subscription has
 * payments and invoices to keep, and one with ideas holds what its authors wrote: both stay.
 */
@Injectable()
export class CrowdRemovalService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly contexts: CrowdContextService,
    private readonly quota: CrowdQuotaService,
    private readonly ideas: IdeaRepository,
    private readonly files: FilesService,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** DELETE /crowd/{crowdId}: its owner only (403 for its other admins). */
  async removeByOwner(requester: RequestUser, crowdId: number): Promise<TDeleteCrowdResponse> {
    const { crowd } = await this.contexts.requireRole(requester, crowdId, ['CROWD_ADMIN']);
    if (crowd.ownerId !== requester.id) throw forbidden();
    await this.remove(crowdId);
    return { message: 'crowd_deleted' };
  }

  /**
   * Deletes the crowd unless it ever had a subscription (422 `crowd_delete_had_subscription`) or
   * has ideas (422 `crowd_delete_has_ideas`); 404 when it is gone. Holds the crowd's row while it
   * checks, as subscribing does, so a subscription cannot start on a crowd being deleted. Also for
   * flows that made a crowd that came to nothing (a first payment declined).
   */
  async remove(crowdId: number): Promise<void> {
    const files = await this.files.ofCrowd(crowdId);
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(crowdId);
      if (!(await this.crowds.findById(crowdId))) throw notFound('crowd_does_not_exist');
      if (!(await this.quota.neverSubscribed([crowdId])).has(crowdId))
        throw ValidationFailedError.field('crowdId', 'crowd_delete_had_subscription');
      if (await this.ideas.existsInCrowd(crowdId))
        throw ValidationFailedError.field('crowdId', 'crowd_delete_has_ideas');
      await this.crowds.delete(crowdId);
    });
    // The rows went with the crowd; the bytes are the storage's, and go once the delete holds.
    for (const file of files) await this.files.remove(file);
  }
}
