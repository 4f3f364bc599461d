import { Injectable } from '@nestjs/common';
import type { TResetPasswordResponse } from '@crowd/contracts';
import { DomainError, notFound } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { MailService } from '../../../infra/mail/mail.service';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { UserRepository } from '../user/user.repository';
import { hashPassword } from './password-hasher';
import { AuthRateLimits } from './rate-limit/auth-rate-limits';
import { SessionService } from './session/session.service';
import { UserTokenService } from '../user-token/user-token.service';

const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly crowds: CrowdRepository,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly limits: AuthRateLimits,
  ) {}

  /**
   * Mails a link when the account exists; the caller answers the same either way. Earlier links
   * keep working until one is used, so anyone asking again cannot void the link the owner is using.
   */
  async requestReset(email: string, crowdId: number | undefined): Promise<void> {
    const user = await this.users.findLiveByEmail(email);
    if (!user) return;
    const crowd = crowdId === undefined ? null : await this.crowds.findById(crowdId);
    const { token } = await this.tokens.issue({
      type: 'PASSWORD_RESET',
      ttlMs: PASSWORD_RESET_TTL_MS,
      userId: user.id,
      crowdId: crowd?.id ?? null,
    });
    await this.mail.send({
      to: user.email,
      locale: user.locale,
      template: 'passwordReset',
      vars: { name: user.name, link: await this.hosts.link(crowd, `/resetPassword/${token}`) },
    });
  }

  /** Throws unless the link can still set a password: 404 reset_token_invalid, 400 reset_token_used. */
  async check(token: string): Promise<void> {
    const lookup = await this.tokens.lookup('PASSWORD_RESET', token);
    if (lookup.status === 'invalid' || lookup.token.userId === null) throw notFound('reset_token_invalid');
    if (lookup.status === 'used') throw new DomainError('bad_request', 'reset_token_used');
    if (!(await this.users.findLiveById(lookup.token.userId))) throw notFound('reset_token_invalid');
  }

  /**
   * Sets the new password and signs the user out everywhere. The link proves the mailbox, so an
   * account that was never activated is activated too, the user's other links stop working, and
   * `address` (the client's) counts as known for the account's sign-in limits.
   */
  async reset(token: string, password: string, address: string): Promise<TResetPasswordResponse> {
    const lookup = await this.tokens.lookup('PASSWORD_RESET', token);
    if (lookup.status === 'invalid' || lookup.token.userId === null)
      return { status: 'invalid', message: 'reset_token_invalid' };
    if (lookup.status === 'used' || !(await this.tokens.markUsed(lookup.token))) {
      return { status: 'used', message: 'reset_token_used' };
    }
    const userId = lookup.token.userId;
    const user = await this.users.findLiveById(userId);
    if (!user) return { status: 'invalid', message: 'reset_token_invalid' };
    const now = this.clock.now();
    await this.users.resetPassword(userId, await hashPassword(password), user.verifiedAt ?? now, now);
    await this.tokens.discardUnused(userId, 'PASSWORD_RESET');
    await this.sessions.revokeAllOfUser(userId);
    await this.limits.recordProof(address, user.email);
    return { status: 'success', message: 'password_reset_successful' };
  }
}
