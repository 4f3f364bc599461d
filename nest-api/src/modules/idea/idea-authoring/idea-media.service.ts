import { Injectable, Logger } from '@nestjs/common';
import type { TMultipartFile } from '@crowd/contracts';
import type { UploadedBinary } from '../../../infra/files/image-upload';
import type { StoredFile } from '../../../infra/files/stored-file.entity';
import { FilesService } from '../../../infra/files/files.service';

/** Ideas' images are stored as WebP: the smallest of the formats every browser shows. */
const WEBP = 'image/webp';

/** The images of one idea form: its new attachments and a new featured image. */
export interface IdeaUploads {
  attachments: UploadedBinary[];
  featured: UploadedBinary | undefined;
}

/** The contract's file fields of the route that received the uploads (their names and message keys). */
export interface IdeaUploadFields {
  attachments: TMultipartFile;
  featured: TMultipartFile;
}

export interface StoredIdeaMedia {
  attachments: StoredFile[];
  featured: StoredFile | null;
}

/**
 * An idea's images, for every form that writes an idea (create, the owner's edit, the admin's
 * edit). Images are stored before the idea's transaction (decoding is slow and must not hold row
 * locks); whoever stored them discards them again when the idea is not written, so a refused or
 * failed request leaves no file behind.
 */
@Injectable()
export class IdeaMediaService {
  private readonly logger = new Logger(IdeaMediaService.name);

  constructor(private readonly files: FilesService) {}

  /**
   * Decodes and stores every upload through the one image pipeline (422 on the field of the first
   * image refused); all or nothing: a refusal removes the images stored before it.
   */
  async store(
    uploads: IdeaUploads,
    fields: IdeaUploadFields,
    owner: { crowdId: number; ownerId: number },
  ): Promise<StoredIdeaMedia> {
    const stored: StoredFile[] = [];
    const keep = (file: StoredFile) => {
      stored.push(file);
      return file;
    };
    try {
      const attachments: StoredFile[] = [];
      for (const upload of uploads.attachments)
        attachments.push(
          keep(await this.files.storeImage(upload, fields.attachments, { ...owner, purpose: 'IDEA_ATTACHMENT' }, WEBP)),
        );
      const featured = uploads.featured
        ? keep(
            await this.files.storeImage(
              uploads.featured,
              fields.featured,
              { ...owner, purpose: 'IDEA_FEATURED' },
              WEBP,
            ),
          )
        : null;
      return { attachments, featured };
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
  }

  /** Removes files (rows, bytes, width copies); a failure is logged, the caller's answer stands. */
  async discard(files: ReadonlyArray<StoredFile | null>): Promise<void> {
    for (const file of files) {
      if (!file) continue;
      try {
        await this.files.remove(file);
      } catch (error) {
        this.logger.error(
          `could not remove file ${file.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /** Removes the crowd's files with these ids (an idea's dropped attachments, its replaced featured image). */
  async discardIds(fileIds: readonly number[], crowdId: number): Promise<void> {
    for (const fileId of fileIds) {
      try {
        await this.files.discardCrowdFile(fileId, crowdId);
      } catch (error) {
        this.logger.error(`could not remove file ${fileId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
