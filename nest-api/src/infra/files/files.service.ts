import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS } from '@crowd/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { sniffContentType } from './sniff-content-type';
import { StoredFile, type FilePurpose } from './stored-file.entity';

export interface StoreFileInput {
  buffer: Buffer;
  purpose: FilePurpose;
  /** The crowd the file belongs to; it decides who may read it. Null for avatars. */
  crowdId?: number | null;
  ownerId?: number | null;
  originalName?: string | null;
}

const ORIGINAL_NAME_MAX = 255;

/** Uploaded images: bytes in DATA_DIR/files, one StoredFile row each. */
@Injectable()
export class FilesService {
  private readonly root: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
  ) {
    this.root = join(config.dataDir, 'files');
  }

  /** Rejects anything but PNG, JPEG and GIF by its bytes (415) and oversized files (413). */
  async store(input: StoreFileInput): Promise<StoredFile> {
    if (input.buffer.length > LIMITS.uploadBytesMax) throw new DomainError('payload_too_large', 'payload_too_large');
    const contentType = sniffContentType(input.buffer);
    if (!contentType) throw new DomainError('unsupported_media_type', 'unsupported_media_type');
    const sha256 = createHash('sha256').update(input.buffer).digest('hex');
    // Unique per row (the column is), yet grouped by content so duplicates are easy to find.
    const storageKey = `${sha256.slice(0, 2)}/${sha256}-${randomBytes(4).toString('hex')}`;
    await this.writeBytes(storageKey, input.buffer);
    try {
      return await this.files.save(
        this.files.create({
          crowdId: input.crowdId ?? null,
          ownerId: input.ownerId ?? null,
          purpose: input.purpose,
          contentType,
          size: input.buffer.length,
          storageKey,
          originalName: input.originalName ? [...input.originalName].slice(0, ORIGINAL_NAME_MAX).join('') : null,
          sha256,
        }),
      );
    } catch (error) {
      await rm(this.pathOf(storageKey), { force: true });
      throw error;
    }
  }

  findById(id: number): Promise<StoredFile | null> {
    return this.files.findOneBy({ id });
  }

  openStream(file: StoredFile): ReadStream {
    return createReadStream(this.pathOf(file.storageKey));
  }

  async remove(file: StoredFile): Promise<void> {
    await this.files.delete({ id: file.id });
    await rm(this.pathOf(file.storageKey), { force: true });
  }

  private pathOf(storageKey: string): string {
    return join(this.root, storageKey);
  }

  /** Written under a temporary name and renamed, so a reader never sees half a file. */
  private async writeBytes(storageKey: string, buffer: Buffer): Promise<void> {
    const path = this.pathOf(storageKey);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, buffer);
    await rename(temporary, path);
  }
}
