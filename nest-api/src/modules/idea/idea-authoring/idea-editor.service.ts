import { Injectable } from '@nestjs/common';
import { LIMITS, type MessageKey, type TUpdateIdeaMultipart } from '@crowd/contracts';
import { sanitizeRichText } from '@crowd/contracts/sanitize';
import { isRichTextEmpty } from '@crowd/contracts/text';
import { notFound, StaleEntityError, ValidationFailedError } from '../../../common/errors';
import type { VersionedChanges } from '../../../infra/database/optimistic';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CategoryRepository } from '../category/category.repository';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';
import { IdeaMediaService, type IdeaUploadFields, type IdeaUploads } from './idea-media.service';

export const tooManyAttachments = () => ValidationFailedError.field('attachments', 'validation_idea_attachments_max');

/** The fields every idea form edits (the owner's and the admin's). */
type IdeaEditFields = Pick<
  TUpdateIdeaMultipart,
  'version' | 'name' | 'description' | 'categoryId' | 'fileIds' | 'featuredImageId' | 'embeddableVideos'
>;

export interface IdeaEdit {
  fields: IdeaEditFields;
  uploads: IdeaUploads;
  /** The route's file fields (names and message keys of a refused image). */
  uploadFields: IdeaUploadFields;
  /** Who uploads the new images (their owner). */
  uploaderId: number;
  /** The description's message when it is empty once sanitized (the forms differ). */
  emptyDescriptionKey: MessageKey;
  /** Further columns the form changes (the admin's tags). */
  changes?: VersionedChanges<Idea>;
  /** Writes that belong to the same transaction (the owner's changed answers). */
  alsoWrite?: () => Promise<void>;
}

/**
 * The one edit of an idea's fields and media, for the owner's form (`PUT /idea`) and the admin's
 * (`PUT /idea/admin`): attachments kept are `fileIds`, in order, with the new ones after them
 * (together at most 5); `featuredImageId` absent keeps the featured image, empty removes it, an id
 * must be the current one, a new upload replaces it. Checks come first, then the new images are
 * stored, then one versioned transaction writes the idea (409 on a stale version, checked first
 * and again by the write itself, and the new images are removed again); files that left the idea are deleted once it is saved.
 */
@Injectable()
export class IdeaEditorService {
  constructor(
    private readonly authoring: IdeaAuthoringRepository,
    private readonly categories: CategoryRepository,
    private readonly media: IdeaMediaService,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** The description as stored: sanitized, and not empty once sanitized (markup alone says nothing). */
  description(html: string, emptyKey: MessageKey): string {
    const clean = sanitizeRichText(html);
    if (isRichTextEmpty(clean)) throw ValidationFailedError.field('description', emptyKey);
    return clean;
  }

  /** A category of this crowd its site shows; an idea may stay in the (since hidden) category it is in. */
  async assertCategory(crowdId: number, categoryId: number | null, currentId: number | null = null): Promise<void> {
    if (categoryId === null || categoryId === currentId) return;
    if (!(await this.categories.isShownInCrowd(crowdId, categoryId)))
      throw ValidationFailedError.field('categoryId', 'validation_idea_category');
  }

  async edit(crowd: Crowd, current: Idea, edit: IdeaEdit): Promise<Idea> {
    const { fields, uploads } = edit;
    // A stale form hears so before anything else: its kept files may be gone by now.
    if (fields.version !== current.version) throw new StaleEntityError('Idea');
    const description = this.description(fields.description, edit.emptyDescriptionKey);
    const categoryId = fields.categoryId ?? null;
    await this.assertCategory(crowd.id, categoryId, current.categoryId);
    const currentFiles = await this.authoring.attachmentIds(current.id);
    if (!fields.fileIds.every((id) => currentFiles.includes(id)))
      throw ValidationFailedError.field('fileIds', 'validation_invalid_value');
    const kept = [...new Set(fields.fileIds)];
    if (kept.length + uploads.attachments.length > LIMITS.ideaAttachmentsMax) throw tooManyAttachments();
    const keptFeatured = fields.featuredImageId === undefined ? current.featuredImageId : fields.featuredImageId;
    if (keptFeatured !== null && keptFeatured !== current.featuredImageId)
      throw ValidationFailedError.field('featuredImageId', 'validation_invalid_value');

    const stored = await this.media.store(uploads, edit.uploadFields, { crowdId: crowd.id, ownerId: edit.uploaderId });
    const featuredImageId = stored.featured?.id ?? keptFeatured;
    let saved: Idea;
    try {
      saved = await this.tx.withTransaction(async () => {
        await this.authoring.updateVersioned(current.id, fields.version, {
          ...edit.changes,
          name: fields.name,
          description,
          categoryId,
          featuredImageId,
        });
        await this.categories.moveIdeaCount(current.categoryId, categoryId);
        await this.authoring.setAttachments(current.id, [...kept, ...stored.attachments.map((file) => file.id)]);
        await this.authoring.setVideos(current.id, fields.embeddableVideos);
        await edit.alsoWrite?.();
        const idea = await this.authoring.findInCrowd(crowd.id, current.id);
        if (!idea) throw notFound();
        return idea;
      });
    } catch (error) {
      await this.media.discard([...stored.attachments, stored.featured]);
      throw error;
    }
    const dropped = currentFiles.filter((id) => !kept.includes(id));
    if (current.featuredImageId !== null && current.featuredImageId !== featuredImageId)
      dropped.push(current.featuredImageId);
    await this.media.discardIds(dropped, crowd.id);
    return saved;
  }
}
