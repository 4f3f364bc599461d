import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where a stored file's bytes live, by storage key. */
export interface FileStorage {
  write(storageKey: string, bytes: Buffer): Promise<void>;
  open(storageKey: string): ReadStream;
  remove(storageKey: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** The embedded default and single-host deployments: DATA_DIR/files. */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** Written under a temporary name and renamed, so a reader never sees half a file. */
  async write(storageKey: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(storageKey);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  open(storageKey: string): ReadStream {
    return createReadStream(this.pathOf(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  private pathOf(storageKey: string): string {
    return join(this.root, storageKey);
  }
}
