import { Injectable } from '@nestjs/common';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { ValidationFailedError } from '../../../common/errors';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import type { Crowd } from '../crowd/entities/crowd.entity';
import type { User } from '../../auth/user/entities/user.entity';
import { UserRepository, type NewUser } from '../../auth/user/user.repository';
import { CrowdAccessService, emailAllowedByCrowd } from './crowd-access.service';
import { CrowdJoinService } from './crowd-join.service';

/** A sign-up the crowd it is made through admits: the crowd, if any, and whether it binds the new user. */
export interface AdmittedSignUp {
  crowd: Crowd | null;
  boundCrowdId: number | null;
}

const emailInUse = () => ValidationFailedError.field('email', 'validation_email_in_use');

/**
 * New accounts, by e-mail and password or by a social provider, through a crowd or not: a private
 * crowd takes only allowed e-mails, the user becomes a follower (within the plan's user limit)
 * and, with privateUsers, is bound to the crowd.
 */
@Injectable()
export class SignUpService {
  constructor(
    private readonly users: UserRepository,
    private readonly access: CrowdAccessService,
    private readonly joins: CrowdJoinService,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** 404 for an unknown crowd, 422 for an e-mail in use or one a private crowd does not allow. */
  async admit(crowdId: number | undefined, email: string): Promise<AdmittedSignUp> {
    const crowd = crowdId === undefined ? null : await this.access.crowdOrFail(crowdId);
    if (await this.users.existsByEmail(email)) throw emailInUse();
    if (crowd?.privateCrowd && !emailAllowedByCrowd(crowd, email)) {
      throw ValidationFailedError.field('email', 'validation_email_domain_not_allowed');
    }
    return { crowd, boundCrowdId: crowd && (await this.access.bindsUsers(crowd)) ? crowd.id : null };
  }

  /** The account, its membership and what `alongside` adds: all or nothing (a race for the e-mail is 422). */
  async create(
    fields: Omit<NewUser, 'boundCrowdId'>,
    { crowd, boundCrowdId }: AdmittedSignUp,
    alongside?: (user: User) => Promise<void>,
  ): Promise<User> {
    try {
      return await this.tx.withTransaction(async () => {
        const user = await this.users.create({ ...fields, boundCrowdId });
        if (crowd) await this.joins.joinAsFollower(crowd, user.id);
        await alongside?.(user);
        return user;
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailInUse();
      throw error;
    }
  }
}
