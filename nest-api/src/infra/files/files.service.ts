import { createHash, randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { IMAGE_WIDTHS, LIMITS, type TImageMimeType, type TImageWidth, type TMultipartFile } from '@crowd/contracts';
import { DomainError } from '../../common/errors';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { reencodeImage, resizeImage } from './image-codec';
import { refusedImage, type UploadedBinary } from './image-upload';
import { sniffContentType } from './sniff-content-type';
import type { FilePurpose, StoredFile } from './stored-file.entity';
import { StoredFileRepository } from './stored-file.repository';

export interface StoreFileInput {
  buffer: Buffer;
  purpose: FilePurpose;
  /** The crowd the file belongs to; it decides who may read it. Null for avatars. */
  crowdId?: number | null;
  ownerId?: number | null;
  originalName?: string | null;
}

/** Who an uploaded image belongs to: StoreFileInput without the bytes. */
export type ImageOwner = Omit<StoreFileInput, 'buffer' | 'originalName'>;

/** What GET /file sends: the original's bytes or a width variant's, with its own ETag. */
export interface ServedImage {
  storageKey: string;
  size: number;
  contentType: TImageMimeType;
  etag: string;
}

const ORIGINAL_NAME_MAX = 255;

/** Variants live beside their original, so removing a file finds them by the fixed widths. */
const variantKey = (file: StoredFile, width: TImageWidth): string => `${file.storageKey}.w${width}`;

/** Uploaded images: bytes in the file storage, one StoredFile row each. */
@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);
  /** Variants being made, so concurrent first requests of one variant encode it once. */
  private readonly making = new Map<string, Promise<number | null>>();

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly files: StoredFileRepository,
  ) {}

  /** Rejects anything but PNG, JPEG, GIF and WebP by its bytes (415) and oversized files (413). */
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

  /**
   * The image pipeline of every upload shown on a page: the bytes must decode as PNG, JPEG or GIF
   * within the pixel limit (else 422 on the route's file field with its message key), are stored
   * re-encoded in their own format (or `as`: ideas' images become WebP), upright and without
   * metadata. Width variants, in the stored format, follow on first request (`served`).
   */
  async storeImage(
    upload: UploadedBinary | undefined,
    field: TMultipartFile,
    owner: ImageOwner,
    as?: TImageMimeType,
  ): Promise<StoredFile> {
    const image = upload ? await reencodeImage(upload.buffer, as) : null;
    if (!upload || !image) throw refusedImage(field);
    return this.store({ ...owner, buffer: image.buffer, originalName: upload.originalname });
  }

  /**
   * The bytes to send for `file`, or for its copy at most `width` pixels wide, made on the first
   * request and kept in the file storage (the set of widths is fixed, so the copies are few and
   * each is encoded once). Null when a copy cannot be made (the original's bytes are missing).
   */
  async served(file: StoredFile, width?: TImageWidth): Promise<ServedImage | null> {
    const { contentType, sha256 } = file;
    if (width === undefined) return { storageKey: file.storageKey, size: file.size, contentType, etag: `"${sha256}"` };
    const storageKey = variantKey(file, width);
    const size = (await this.storage.size(storageKey)) ?? (await this.makeVariant(file, width));
    if (size === null) return null;
    return { storageKey, size, contentType, etag: `"${sha256}-w${width}"` };
  }

  findById(id: number): Promise<StoredFile | null> {
    return this.files.findById(id);
  }

  /** Whether `fileId` is an avatar this user uploaded. */
  isOwnAvatar(fileId: number, userId: number): Promise<boolean> {
    return this.files.isOwnedBy(fileId, userId, 'AVATAR');
  }

  openStream(served: ServedImage): ReadStream {
    return this.storage.open(served.storageKey);
  }

  /**
   * Deletes a user's replaced or cleared avatar, row and bytes, so it stops being served; ids that
   * are not that user's avatar are left alone.
   */
  async discardOwnAvatar(fileId: number, userId: number): Promise<void> {
    const file = await this.files.findById(fileId);
    if (file?.purpose === 'AVATAR' && file.ownerId === userId) await this.remove(file);
  }

  /** Uploads of an account being erased stay, by nobody; its avatar goes by `discardOwnAvatar`. */
  async forgetOwner(userId: number): Promise<void> {
    await this.files.forgetOwner(userId);
  }

  /** Deletes a crowd's replaced image, row and bytes, unless `fileId` is not that crowd's. */
  async discardCrowdFile(fileId: number, crowdId: number): Promise<void> {
    const file = await this.files.findById(fileId);
    if (file?.crowdId === crowdId) await this.remove(file);
  }

  /** The crowd's files (logo, cover, idea images), for removing their bytes with the crowd (`remove`). */
  ofCrowd(crowdId: number): Promise<StoredFile[]> {
    return this.files.findByCrowd(crowdId);
  }

  /** The avatars and idea images the user uploaded, for their personal data export (decision 033). */
  uploadsOf(userId: number): Promise<StoredFile[]> {
    return this.files.findByOwner(userId, ['AVATAR', 'IDEA_ATTACHMENT', 'IDEA_FEATURED']);
  }

  /** The original bytes of a stored file. */
  openOriginal(file: StoredFile): ReadStream {
    return this.storage.open(file.storageKey);
  }

  async remove(file: StoredFile): Promise<void> {
    await this.files.delete(file.id);
    await this.storage.remove(file.storageKey);
    await Promise.all(IMAGE_WIDTHS.map((width) => this.storage.remove(variantKey(file, width))));
  }

  private makeVariant(file: StoredFile, width: TImageWidth): Promise<number | null> {
    const storageKey = variantKey(file, width);
    const pending = this.making.get(storageKey);
    if (pending) return pending;
    const made = this.encodeVariant(file, width, storageKey).finally(() => this.making.delete(storageKey));
    this.making.set(storageKey, made);
    return made;
  }

  /** Null, logged, when the original's bytes are missing or do not decode. */
  private async encodeVariant(file: StoredFile, width: TImageWidth, storageKey: string): Promise<number | null> {
    try {
      const variant = await resizeImage(await this.storage.read(file.storageKey), file.contentType, width);
      await this.storage.write(storageKey, variant);
      return variant.length;
    } catch (error) {
      this.logger.warn(`file ${file.id}: no ${width}px copy of ${file.storageKey}: ${(error as Error).message}`);
      return null;
    }
  }
}
