import { Injectable } from '@nestjs/common';
import {
  type TAdminUpdateIdeaMultipart,
  type TAdminUpdateIdeaResponse,
  type TChangeIdeaStateRequest,
  type TChangeIdeaStateResponse,
} from '@crowd/contracts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { contractImageField } from '../../../infra/files/image-upload';
import type { VersionedChanges } from '../../../infra/database/optimistic';
import { IdeaEditorService } from '../idea-authoring/idea-editor.service';
import type { IdeaUploads } from '../idea-authoring/idea-media.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';
import { IDEA_TAGS } from '../../notification/notification/notification-event';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { IdeaAdminAccess } from './idea-admin-access';
import { IdeaAdminViewsService } from './idea-admin-views.service';

const ADMIN_UPDATE_FIELDS = {
  attachments: contractImageField('adminUpdateIdea', 'attachments'),
  featured: contractImageField('adminUpdateIdea', 'newFeaturedImg'),
};

/**
 * The admin area's ideas (decision 024) for the idea's crowd staff (admins and managers): the
 * admin edit with the tags and the state. The list is `IdeaAdminListService`'s, deleting
 * `IdeaRemovalService`'s, stats and the answers' export `IdeaInsightsService`'s; all reach the
 * idea through `IdeaAdminAccess`.
 */
@Injectable()
export class IdeaAdminService {
  constructor(
    private readonly access: IdeaAdminAccess,
    private readonly authoring: IdeaAuthoringRepository,
    private readonly editor: IdeaEditorService,
    private readonly views: IdeaAdminViewsService,
    private readonly notifications: NotificationsService,
  ) {}

  async update(
    user: RequestUser,
    fields: TAdminUpdateIdeaMultipart,
    uploads: IdeaUploads,
  ): Promise<TAdminUpdateIdeaResponse> {
    const {
      context: { crowd },
      idea: current,
    } = await this.access.asStaff(user, fields.crowdId, fields.id);
    const changes: VersionedChanges<Idea> = {};
    for (const tag of IDEA_TAGS) if (fields[tag] !== undefined) changes[tag] = fields[tag];
    const tagsTurnedOn = IDEA_TAGS.filter((tag) => fields[tag] === true && !current[tag]);
    const saved = await this.editor.edit(crowd, current, {
      fields,
      uploads,
      uploadFields: ADMIN_UPDATE_FIELDS,
      uploaderId: user.id,
      emptyDescriptionKey: 'validation_idea_description',
      changes,
    });
    if (tagsTurnedOn.length > 0)
      await this.notifications.notify({
        type: 'ideaMarkedByAdmin',
        actorId: user.id,
        ideaId: saved.id,
        version: saved.version,
        tags: tagsTurnedOn,
      });
    const [view] = await this.views.adminViews([saved]);
    if (!view) throw notFound();
    return { message: 'idea_updated', idea: view };
  }

  /** An idea's state, by its crowd's staff; optimistic like every versioned write (409 when stale). */
  async changeState(user: RequestUser, request: TChangeIdeaStateRequest): Promise<TChangeIdeaStateResponse> {
    const { context, idea: current } = await this.access.asStaff(user, request.crowdId, request.id);
    await this.authoring.updateVersioned(current.id, request.version, { state: request.ideaState });
    const changed = await this.access.ideaIn(context, current.id);
    if (request.ideaState !== current.state)
      await this.notifications.notify({
        type: 'ideaStateChanged',
        actorId: user.id,
        ideaId: changed.id,
        version: changed.version,
        state: request.ideaState,
      });
    return { message: 'idea_updated', idea: await this.views.view(context.crowd, changed) };
  }
}
