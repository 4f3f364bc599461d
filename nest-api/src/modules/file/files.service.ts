import { createHash, randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { LIMITS } from '@crowd/contracts';
import { DomainError } from '../../common/errors';
import { FILE_STORAGE, type FileStorage } from '../../infra/files/file-storage';
import { sniffContentType } from '../../infra/files/sniff-content-type';
import type { FilePurpose, StoredFile } from './entities/stored-file.entity';
import { StoredFileRepository } from './stored-file.repository';

export interface StoreFileInput {
  buffer: Buffer;
  purpose: FilePurpose;
  /** The crowd the file belongs to; it decides who may read it. Null for avatars. */
  crowdId?: number | null;
  ownerId?: number | null;
  originalName?: string | null;
}

const ORIGINAL_NAME_MAX = 255;

/** Uploaded images: bytes in the file storage, one StoredFile row each. */
@Injectable()
export class FilesService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly files: StoredFileRepository,
  ) {}

  /** Rejects anything but PNG, JPEG and GIF by its bytes (415) and oversized files (413). */
  async store(input: StoreFileInput): Promise<StoredFile> {
    if (input.buffer.length > LIMITS.uploadBytesMax) throw new DomainError('payload_too_large', 'payload_too_large');
    const contentType = sniffContentType(input.buffer);
    if (!contentType) throw new DomainError('unsupported_media_type', 'unsupported_media_type');
    const sha256 = createHash('sha256').update(input.buffer).digest('hex');
    // Unique per row (the column is), yet grouped by content so duplicates are easy to find.
    const storageKey = `${sha256.slice(0, 2)}/${sha256}-${randomBytes(4).toString('hex')}`;
    await this.storage.write(storageKey, input.buffer);
    try {
      return await this.files.create({
        crowdId: input.crowdId ?? null,
        ownerId: input.ownerId ?? null,
        purpose: input.purpose,
        contentType,
        size: input.buffer.length,
        storageKey,
        originalName: input.originalName ? [...input.originalName].slice(0, ORIGINAL_NAME_MAX).join('') : null,
        sha256,
      });
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }

  findById(id: number): Promise<StoredFile | null> {
    return this.files.findById(id);
  }

  /** Whether `fileId` is an avatar this user uploaded. */
  isOwnAvatar(fileId: number, userId: number): Promise<boolean> {
    return this.files.isOwnedBy(fileId, userId, 'AVATAR');
  }

  openStream(file: StoredFile): ReadStream {
    return this.storage.open(file.storageKey);
  }

  /**
   * Deletes a user's replaced or cleared avatar, row and bytes, so it stops being served; ids that
   * are not that user's avatar are left alone.
   */
  async discardOwnAvatar(fileId: number, userId: number): Promise<void> {
    const file = await this.files.findById(fileId);
    if (file?.purpose === 'AVATAR' && file.ownerId === userId) await this.remove(file);
  }

  async remove(file: StoredFile): Promise<void> {
    await this.files.delete(file.id);
    await this.storage.remove(file.storageKey);
  }
}
