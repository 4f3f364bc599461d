import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TResetPasswordResponse } from '@crowd/contracts';
import { IsNull, Repository } from 'typeorm';
import { MailService } from '../../infra/mail/mail.service';
import { Crowd } from '../crowd/entities/crowd.entity';
import { User } from './entities/user.entity';
import { KnownHostsService } from './hosts/known-hosts.service';
import { hashPassword } from './password-hasher';
import { SessionService } from './session/session.service';
import { UserTokenService } from './tokens/user-token.service';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Crowd) private readonly crowds: Repository<Crowd>,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
  ) {}

  /** Mails a link when the account exists; the caller answers the same either way. */
  async requestReset(email: string, crowdId: number | undefined): Promise<void> {
    const user = await this.users.findOneBy({ emailNormalized: email, deletedAt: IsNull() });
    if (!user) return;
    const crowd = crowdId === undefined ? null : await this.crowds.findOneBy({ id: crowdId });
    await this.tokens.discardUnused(user.id, 'PASSWORD_RESET');
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

  /**
   * Sets the new password and signs the user out everywhere. The link proves the mailbox, so an
   * account that was never activated is activated too.
   */
  async reset(token: string, password: string): Promise<TResetPasswordResponse> {
    const lookup = await this.tokens.lookup('PASSWORD_RESET', token);
    if (lookup.status === 'invalid' || lookup.token.userId === null)
      return { status: 'invalid', message: 'reset_token_invalid' };
    if (lookup.status === 'used' || !(await this.tokens.markUsed(lookup.token))) {
      return { status: 'used', message: 'reset_token_used' };
    }
    const userId = lookup.token.userId;
    const user = await this.users.findOneBy({ id: userId, deletedAt: IsNull() });
    if (!user) return { status: 'invalid', message: 'reset_token_invalid' };
    const version = this.users.manager.connection.driver.escape('version');
    await this.users
      .createQueryBuilder()
      .update()
      .set({
        passwordHash: await hashPassword(password),
        verifiedAt: user.verifiedAt ?? new Date(),
        updatedAt: new Date(),
        version: () => `${version} + 1`,
      })
      .where({ id: userId })
      .execute();
    await this.sessions.revokeAllOfUser(userId);
    return { status: 'success', message: 'password_reset_successful' };
  }
}
