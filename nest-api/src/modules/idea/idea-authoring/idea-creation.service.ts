import { Injectable } from '@nestjs/common';
import { LIMITS, type TCreateIdeaMultipart, type TCreateIdeaResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { AuthoredIdeaViewService } from './authored-idea-view.service';
import { AuthoringGateService } from './authoring-gate.service';
import { CreationAnswersService } from './creation-answers.service';
import { IdeaCreatorService } from './idea-creator.service';
import { IdeaEditorService, tooManyAttachments } from './idea-editor.service';
import type { IdeaUploads } from './idea-media.service';

/**
 * `POST /idea`: an idea written by its author on a crowd's site. What is checked before anything
 * is stored: the crowd, the caller, the fields (the contract's schema, then the sanitized
 * description, the category, the attachments' count, the creation questionnaire's answers), the
 * crowd's idea limit; then `IdeaCreatorService` stores the images and the idea.
 */
@Injectable()
export class IdeaCreationService {
  constructor(
    private readonly gate: AuthoringGateService,
    private readonly editor: IdeaEditorService,
    private readonly answers: CreationAnswersService,
    private readonly creator: IdeaCreatorService,
    private readonly notifications: NotificationsService,
    private readonly views: AuthoredIdeaViewService,
  ) {}

  async create(user: RequestUser, fields: TCreateIdeaMultipart, uploads: IdeaUploads): Promise<TCreateIdeaResponse> {
    const { crowd } = await this.gate.takingPart(user, fields.crowdId);
    const author = await this.gate.author(user);
    const description = this.editor.description(fields.description, 'validation_idea_description_empty');
    await this.editor.assertCategory(crowd.id, fields.categoryId ?? null);
    if (uploads.attachments.length > LIMITS.ideaAttachmentsMax) throw tooManyAttachments();
    const answers = await this.answers.check(crowd.id, fields.answers, { all: true });
    const limit = await this.creator.ideasLimit(crowd.id);
    this.creator.assertSlotFree(crowd, limit);

    const idea = await this.creator.write(
      crowd,
      {
        authorId: user.id,
        idea: {
          crowdId: crowd.id,
          categoryId: fields.categoryId ?? null,
          creatorName: author.name,
          name: fields.name,
          description,
        },
        embeddableVideos: fields.embeddableVideos,
        answers,
      },
      uploads,
      limit,
    );
    // Committed: from here the files belong to the idea, whatever fails next.
    await this.notifications.notify({ type: 'ideaAdded', actorId: user.id, ideaId: idea.id });
    return { message: 'idea_created', idea: await this.views.view(crowd, idea) };
  }
}
