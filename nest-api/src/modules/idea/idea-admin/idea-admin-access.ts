import { Injectable } from '@nestjs/common';
import { CROWD_STAFF_ROLES } from '@crowd/contracts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import {
  assertMayActInCrowd,
  CrowdContextService,
  type CrowdContext,
} from '../../crowd/crowd/context/crowd-context.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';

/** An idea of the crowd the caller named, with the caller's standing there. */
export interface AdminIdea {
  context: CrowdContext;
  idea: Idea;
}

/**
 * How the admin area reaches an idea by crowd and id: a private user of another crowd hears
 * `user_bound_to_other_crowd` first, an unknown crowd or an idea of another crowd 404. Whatever
 * its category: the staff read hidden ones too.
 */
@Injectable()
export class IdeaAdminAccess {
  constructor(
    private readonly contexts: CrowdContextService,
    private readonly authoring: IdeaAuthoringRepository,
  ) {}

  /** For the crowd's staff (admins and managers) only. */
  async asStaff(user: RequestUser, crowdId: number, ideaId: number): Promise<AdminIdea> {
    const context = await this.contexts.requireRole(user, crowdId, CROWD_STAFF_ROLES);
    return { context, idea: await this.ideaIn(context, ideaId) };
  }

  /** For anyone the crowd knows; what they may do with it is the caller's rule. */
  async asAnyone(user: RequestUser, crowdId: number, ideaId: number): Promise<AdminIdea> {
    assertMayActInCrowd(user, crowdId);
    const context = await this.contexts.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    return { context, idea: await this.ideaIn(context, ideaId) };
  }

  async ideaIn({ crowd }: CrowdContext, ideaId: number): Promise<Idea> {
    const idea = await this.authoring.findInCrowd(crowd.id, ideaId);
    if (!idea) throw notFound();
    return idea;
  }
}
