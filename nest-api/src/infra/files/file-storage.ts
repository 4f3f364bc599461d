import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where a stored file's bytes live, by storage key. */
export interface FileStorage {
  write(storageKey: string, bytes: Buffer): Promise<void>;
  /** Like `write`, from a stream, for bytes too many to hold in memory (a personal data export). */
  writeStream(storageKey: string, source: Readable): Promise<void>;
  open(storageKey: string): ReadStream;
  read(storageKey: string): Promise<Buffer>;
  /** Bytes stored under the key, or null when nothing is. */
  size(storageKey: string): Promise<number | null>;
  remove(storageKey: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** The embedded default and single-host deployments: DATA_DIR/files. */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /**
   * Written under a temporary name of its own and renamed, so a reader never sees half a file and
   * two writers of one key (a width variant requested twice at once) never share a file.
   */
  async write(storageKey: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(storageKey);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async writeStream(storageKey: string, source: Readable): Promise<void> {
    const path = this.pathOf(storageKey);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline(source, createWriteStream(temporary));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await rename(temporary, path);
  }

  open(storageKey: string): ReadStream {
    return createReadStream(this.pathOf(storageKey));
  }

  read(storageKey: string): Promise<Buffer> {
    return readFile(this.pathOf(storageKey));
  }

  async size(storageKey: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(storageKey))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  private pathOf(storageKey: string): string {
    return join(this.root, storageKey);
  }
}
