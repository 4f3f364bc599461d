import { Injectable } from '@nestjs/common';
import { notFound, unauthorized } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import {
  assertMayActInCrowd,
  assertMayTakePart,
  CrowdContextService,
  type CrowdContext,
} from '../../crowd/crowd/context/crowd-context.service';
import type { User } from '../../auth/user/entities/user.entity';
import { UserRepository } from '../../auth/user/user.repository';

/** Who may write ideas on a crowd's site (decision 023): whoever may take part in the crowd. */
@Injectable()
export class AuthoringGateService {
  constructor(
    private readonly contexts: CrowdContextService,
    private readonly users: UserRepository,
  ) {}

  async takingPart(user: RequestUser, crowdId: number): Promise<CrowdContext> {
    assertMayActInCrowd(user, crowdId);
    const context = await this.contexts.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    assertMayTakePart(context, user);
    return context;
  }

  /** The author's live account: a new idea carries their name. */
  async author(user: RequestUser): Promise<User> {
    const author = await this.users.findLiveById(user.id);
    if (!author) throw unauthorized();
    return author;
  }
}
