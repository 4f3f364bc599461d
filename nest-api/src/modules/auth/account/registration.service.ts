import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE, isTimeZone, type TActivateAccountResponse, type TRegisterRequest } from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import { MailService } from '../../../infra/mail/mail.service';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { User } from '../user/entities/user.entity';
import { UserRepository } from '../user/user.repository';
import { CrowdAccessService } from '../../crowd/crowd-users/crowd-access.service';
import { SignUpService } from '../../crowd/crowd-users/sign-up.service';
import { UserTokenService } from '../user-token/user-token.service';
import { hashPassword } from '../auth/password-hasher';

const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UserRepository,
    private readonly crowdAccess: CrowdAccessService,
    private readonly signUps: SignUpService,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** A new, unverified account and its e-mailed activation link, through a crowd or not (see SignUpService). */
  async register(input: TRegisterRequest): Promise<void> {
    const signUp = await this.signUps.admit(input.crowdId, input.email);
    const { crowd } = signUp;
    let activation = '';
    const user = await this.signUps.create(
      {
        email: input.email,
        emailNormalized: input.email,
        name: input.name,
        locale: input.locale ?? crowd?.locale ?? 'en',
        timeZone: input.timeZone !== undefined && isTimeZone(input.timeZone) ? input.timeZone : DEFAULT_TIME_ZONE,
        passwordHash: await hashPassword(input.password),
        trialEligible: true,
        verifiedAt: null,
      },
      signUp,
      async (created) => {
        activation = await this.issueActivation(created.id, crowd);
      },
    );
    await this.sendActivation(user, activation, crowd);
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
    await this.sendActivation(user, await this.issueActivation(user.id, crowd), crowd);
  }

  private async issueActivation(userId: number, crowd: Crowd | null): Promise<string> {
    const { token } = await this.tokens.issue({
      type: 'ACTIVATION',
      ttlMs: ACTIVATION_TTL_MS,
      userId,
      crowdId: crowd?.id ?? null,
    });
    return token;
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
