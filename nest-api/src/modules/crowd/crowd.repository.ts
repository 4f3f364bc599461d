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

  findBySubdomain(subdomainNormalized: string): Promise<Crowd | null> {
    return this.crowds.findOneBy({ subdomainNormalized });
  }

  findByDomain(domainNormalized: string): Promise<Crowd | null> {
    return this.crowds.findOneBy({ domainNormalized });
  }
}
