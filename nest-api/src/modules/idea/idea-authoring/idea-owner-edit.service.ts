import { Injectable } from '@nestjs/common';
import { type TUpdateIdeaMultipart, type TUpdateIdeaResponse } from '@crowd/contracts';
import { forbidden } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { contractImageField } from '../../../infra/files/image-upload';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { AuthoredIdeaViewService } from './authored-idea-view.service';
import { AuthoringGateService } from './authoring-gate.service';
import { CreationAnswersService } from './creation-answers.service';
import { IdeaEditorService } from './idea-editor.service';
import type { IdeaUploads } from './idea-media.service';

const UPDATE_FIELDS = {
  attachments: contractImageField('updateIdea', 'attachments'),
  featured: contractImageField('updateIdea', 'newFeaturedImg'),
};

/**
 * `PUT /idea`: the owner's edit of their idea on the crowd's site (`IdeaEditorService.edit`, which
 * refuses a stale version); only changed answers are sent.
 */
@Injectable()
export class IdeaOwnerEditService {
  constructor(
    private readonly gate: AuthoringGateService,
    private readonly reading: IdeaReadingService,
    private readonly answers: CreationAnswersService,
    private readonly editor: IdeaEditorService,
    private readonly views: AuthoredIdeaViewService,
  ) {}

  async update(user: RequestUser, fields: TUpdateIdeaMultipart, uploads: IdeaUploads): Promise<TUpdateIdeaResponse> {
    const context = await this.gate.takingPart(user, fields.crowdId);
    const { crowd } = context;
    // Its author edits an idea as long as they may read it: not once its category is hidden.
    const current = await this.reading.inCrowd(context, fields.id, user);
    if (current.ownerId !== user.id) throw forbidden();
    const answers = await this.answers.check(crowd.id, fields.answers, { all: false });
    const saved = await this.editor.edit(crowd, current, {
      fields,
      uploads,
      uploadFields: UPDATE_FIELDS,
      uploaderId: user.id,
      emptyDescriptionKey: 'validation_idea_description_empty',
      alsoWrite: () => this.answers.store(current.id, user.id, answers),
    });
    return { message: 'idea_updated', idea: await this.views.view(crowd, saved) };
  }
}
