import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { StoredFile, type FilePurpose } from './entities/stored-file.entity';

export type NewStoredFile = Pick<
  StoredFile,
  'crowdId' | 'ownerId' | 'purpose' | 'contentType' | 'size' | 'storageKey' | 'originalName' | 'sha256'
>;

@Injectable()
export class StoredFileRepository extends TransactionalRepository {
  private get files() {
    return this.manager.getRepository(StoredFile);
  }

  create(file: NewStoredFile): Promise<StoredFile> {
    return this.files.save(this.files.create(file));
  }

  findById(id: number): Promise<StoredFile | null> {
    return this.files.findOneBy({ id });
  }

  isOwnedBy(id: number, ownerId: number, purpose: FilePurpose): Promise<boolean> {
    return this.files.existsBy({ id, ownerId, purpose });
  }

  async delete(id: number): Promise<void> {
    await this.files.delete({ id });
  }
}
