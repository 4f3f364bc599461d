import { Injectable } from '@nestjs/common';
import type { TActivateAccountResponse, TLocale, TRegisterRequest } from '@crowd/contracts';
import { isDuplicateKeyError } from '../../common/duplicate-key';
import { ValidationFailedError } from '../../common/errors';
import { Clock } from '../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../infra/database/unit-of-work';
import { MailService } from '../../infra/mail/mail.service';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';
import type { User } from '../user/entities/user.entity';
import { UserRepository, type NewUser } from '../user/user.repository';
import { CrowdAccessService, emailAllowedByCrowd } from '../crowd-users/crowd-access.service';
import { CrowdJoinService } from '../crowd-users/crowd-join.service';
import { UserTokenService } from '../auth/tokens/user-token.service';
import { hashPassword } from '../auth/password-hasher';

const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UserRepository,
    private readonly crowdAccess: CrowdAccessService,
    private readonly joins: CrowdJoinService,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * A new, unverified account and its e-mailed activation link. Through a crowd: a private crowd
   * accepts only allowed e-mails, the user becomes a follower (within the plan's user limit) and,
   * with privateUsers, is bound to the crowd.
   */
  async register(input: TRegisterRequest): Promise<void> {
    const crowd = input.crowdId === undefined ? null : await this.crowdAccess.crowdOrFail(input.crowdId);
    if (await this.users.existsByEmail(input.email)) {
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
      created = await this.createAccount(
        {
          email: input.email,
          emailNormalized: input.email,
          name: input.name,
          locale,
          passwordHash,
          trialEligible: true,
          verifiedAt: null,
          boundCrowdId,
        },
        crowd,
      );
    } catch (error) {
      if (isDuplicateKeyError(error)) throw ValidationFailedError.field('email', 'validation_email_in_use');
      throw error;
    }
    await this.sendActivation(created.user, created.token, crowd);
  }

  /** The token's outcome and, when it activated an account just now, whose (to sign them in). */
  async activate(token: string): Promise<{ outcome: TActivateAccountResponse; activatedUserId: number | null }> {
    const lookup = await this.tokens.lookup('ACTIVATION', token);
    if (lookup.status === 'invalid')
      return { outcome: { status: 'invalid', message: 'activation_token_invalid' }, activatedUserId: null };
    if (lookup.status === 'used' || !(await this.tokens.markUsed(lookup.token))) {
      return { outcome: { status: 'used', message: 'activation_token_used' }, activatedUserId: null };
    }
    if (lookup.token.userId !== null) {
      await this.users.markVerified(lookup.token.userId, this.clock.now());
    }
    return {
      outcome: { status: 'success', message: 'activation_token_success' },
      activatedUserId: lookup.token.userId,
    };
  }

  /**
   * A new activation link for an account that is still waiting for one (older links stop
   * working). Unknown, activated and deleted accounts get nothing; the caller answers the same.
   */
  async resendActivation(email: string, crowdId: number | undefined): Promise<void> {
    const crowd = crowdId === undefined ? null : await this.crowdAccess.crowdOrFail(crowdId);
    const user = await this.users.findLiveByEmail(email);
    if (!user || user.verifiedAt) return;
    await this.tokens.discardUnused(user.id, 'ACTIVATION');
    const { token } = await this.tokens.issue({
      type: 'ACTIVATION',
      ttlMs: ACTIVATION_TTL_MS,
      userId: user.id,
      crowdId: crowd?.id ?? null,
    });
    await this.sendActivation(user, token, crowd);
  }

  /** The account, its membership and its activation token: all or nothing. */
  private createAccount(fields: NewUser, crowd: Crowd | null): Promise<{ user: User; token: string }> {
    return this.tx.withTransaction(async () => {
      const user = await this.users.create(fields);
      if (crowd) await this.joins.joinAsFollower(crowd, user.id);
      const { token } = await this.tokens.issue({
        type: 'ACTIVATION',
        ttlMs: ACTIVATION_TTL_MS,
        userId: user.id,
        crowdId: crowd?.id ?? null,
      });
      return { user, token };
    });
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
