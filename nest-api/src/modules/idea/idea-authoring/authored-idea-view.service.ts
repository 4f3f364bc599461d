import { Injectable } from '@nestjs/common';
import type { TIdea } from '@crowd/contracts';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaRepository } from '../idea/idea.repository';
import { toIdeaView } from '../idea/idea-view.mapper';

/** The idea a create or edit answers with, read after its transaction committed. */
@Injectable()
export class AuthoredIdeaViewService {
  constructor(
    private readonly ideas: IdeaRepository,
    private readonly hosts: KnownHostsService,
  ) {}

  async view(crowd: Crowd, idea: Idea): Promise<TIdea> {
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf([idea]), this.hosts.link(crowd, '')]);
    return toIdeaView(idea, extras, siteUrl);
  }
}
