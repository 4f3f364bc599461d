import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, Not } from 'typeorm';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { TransactionalRepository } from '../database/unit-of-work';
import { StoredFile, type FilePurpose } from './stored-file.entity';

export type NewStoredFile = Pick<
  StoredFile,
  'crowdId' | 'ownerId' | 'purpose' | 'contentType' | 'size' | 'storageKey' | 'originalName' | 'sha256'
>;

/** The largest value of the id column (a signed 32-bit integer on MySQL/MariaDB). */
const MAX_ID = 2_147_483_647;
const ID_ATTEMPTS = 5;

@Injectable()
export class StoredFileRepository extends TransactionalRepository {
  private get files() {
    return this.manager.getRepository(StoredFile);
  }

  /**
   * Files are served by id to anyone who may see them, so the id is random, not a count one could
   * walk to find every upload. Within the integer column's range, so the spec's numeric fileId
   * holds; a taken id (rare among two billion) draws again.
   */
  async create(file: NewStoredFile): Promise<StoredFile> {
    for (let attempt = 1; ; attempt += 1) {
      const row = this.files.create({ ...file, id: randomInt(1, MAX_ID + 1) });
      try {
        await this.files.insert(row);
        return await this.files.findOneByOrFail({ id: row.id });
      } catch (error) {
        const taken = isDuplicateKeyError(error) && (await this.files.existsBy({ id: row.id }));
        if (!taken || attempt === ID_ATTEMPTS) throw error;
      }
    }
  }

  findById(id: number): Promise<StoredFile | null> {
    return this.files.findOneBy({ id });
  }

  findByOwner(ownerId: number, purposes: readonly FilePurpose[]): Promise<StoredFile[]> {
    return this.files.find({ where: { ownerId, purpose: In([...purposes]) }, order: { id: 'ASC' } });
  }

  findByCrowd(crowdId: number): Promise<StoredFile[]> {
    return this.files.findBy({ crowdId });
  }

  /** The user's uploads other than avatars stay with what shows them, by nobody (decision 034). */
  async forgetOwner(ownerId: number): Promise<void> {
    await this.files.update({ ownerId, purpose: Not('AVATAR') }, { ownerId: null });
  }

  isOwnedBy(id: number, ownerId: number, purpose: FilePurpose): Promise<boolean> {
    return this.files.existsBy({ id, ownerId, purpose });
  }

  async delete(id: number): Promise<void> {
    await this.files.delete({ id });
  }
}
