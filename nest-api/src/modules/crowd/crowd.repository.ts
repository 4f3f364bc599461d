import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Crowd } from './entities/crowd.entity';

@Injectable()
export class CrowdRepository extends TransactionalRepository {
  private get crowds() {
    return this.manager.getRepository(Crowd);
  }

  findById(id: number): Promise<Crowd | null> {
    return this.crowds.findOneBy({ id });
  }

  /**
   * Holds the crowd row for the rest of the transaction (SELECT … FOR UPDATE on MySQL), so
   * writes that must see each other's effect on the crowd (joins against the user limit) take
   * turns. SQLite has one writer at a time and no row locks: nothing to do there.
   */
  async lockForUpdate(id: number): Promise<void> {
    const type = this.manager.connection.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return;
    await this.crowds
      .createQueryBuilder('crowd')
      .select('crowd.id')
      .where('crowd.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  findBySubdomain(subdomainNormalized: string): Promise<Crowd | null> {
    return this.crowds.findOneBy({ subdomainNormalized });
  }

  findByDomain(domainNormalized: string): Promise<Crowd | null> {
    return this.crowds.findOneBy({ domainNormalized });
  }
}
