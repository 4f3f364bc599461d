import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TActivateAccountResponse, TLocale, TRegisterRequest } from '@crowd/contracts';
import { DataSource, Repository } from 'typeorm';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { ValidationFailedError } from '../../common/errors';
import { MailService } from '../../infra/mail/mail.service';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { CrowdAccessService, emailAllowedByCrowd } from './crowd-access.service';
import { User } from './entities/user.entity';
import { KnownHostsService } from './hosts/known-hosts.service';
import { hashPassword } from './password-hasher';
import { UserTokenService } from './tokens/user-token.service';

export const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;

@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly crowdAccess: CrowdAccessService,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
  ) {}

  /**
   * A new, unverified account and its e-mailed activation link. Through a crowd: a private crowd
   * accepts only allowed e-mails, the user becomes a follower (within the plan's user limit) and,
   * with privateUsers, is bound to the crowd.
   */
  async register(input: TRegisterRequest): Promise<void> {
    const crowd = input.crowdId === undefined ? null : await this.crowdAccess.crowdOrFail(input.crowdId);
    if (await this.users.exists({ where: { emailNormalized: input.email } })) {
      throw ValidationFailedError.field('email', 'validation_email_in_use');
    }
    if (crowd?.privateCrowd && !emailAllowedByCrowd(crowd, input.email)) {
      throw ValidationFailedError.field('email', 'validation_email_domain_not_allowed');
    }
    const locale: TLocale = input.locale ?? crowd?.locale ?? 'en';
    const passwordHash = await hashPassword(input.password);
    const boundCrowdId = crowd && (await this.crowdAccess.bindsUsers(crowd)) ? crowd.id : null;

    let created: { user: User; token: string };
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const repository = manager.getRepository(User);
        const user = await repository.save(
          repository.create({
            email: input.email,
            emailNormalized: input.email,
            name: input.name,
            locale,
            passwordHash,
            trialEligible: true,
            verifiedAt: null,
            boundCrowdId,
          }),
        );
        if (crowd) await this.crowdAccess.joinAsFollower(crowd, user.id, manager);
        const { token } = await this.tokens.issue(
          { type: 'ACTIVATION', ttlMs: ACTIVATION_TTL_MS, userId: user.id, crowdId: crowd?.id ?? null },
          manager,
        );
        return { user, token };
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw ValidationFailedError.field('email', 'validation_email_in_use');
      throw error;
    }
    await this.sendActivation(created.user, created.token, crowd);
  }

  async activate(token: string): Promise<TActivateAccountResponse> {
    const lookup = await this.tokens.lookup('ACTIVATION', token);
    if (lookup.status === 'invalid') return { status: 'invalid', message: 'activation_token_invalid' };
    if (lookup.status === 'used' || !(await this.tokens.markUsed(lookup.token))) {
      return { status: 'used', message: 'activation_token_used' };
    }
    if (lookup.token.userId !== null) {
      await this.users.update({ id: lookup.token.userId }, { verifiedAt: new Date() });
    }
    return { status: 'success', message: 'activation_token_success' };
  }

  private async sendActivation(user: User, token: string, crowd: Crowd | null): Promise<void> {
    const link = await this.hosts.link(crowd, `/accountActivation/${token}`);
    await this.mail.send({
      to: user.email,
      locale: user.locale,
      template: 'accountActivation',
      vars: { name: user.name, link },
    });
  }
}
