import { Injectable } from '@nestjs/common';
import type { TConfirmUserErasureResponse, TEraseUserRequest, TEraseUserResponse } from '@crowd/contracts';
import { unauthorized, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { MailService } from '../../../infra/mail/mail.service';
import { PasswordRecheck } from '../user/password-recheck';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { UserRepository } from '../user/user.repository';
import { UserTokenService } from '../user-token/user-token.service';
import { AccountErasureService } from './account-erasure.service';

/** A confirmation link is good for a day, and for one erasure. */
const ERASURE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

interface ErasureLinkPayload {
  removeContent: boolean;
}

const wrongPassword = () => ValidationFailedError.field('password', 'validation_account_erase_password');
const invalidLink = () => ValidationFailedError.field('token', 'account_erasure_link_invalid');

/**
 * Who may erase an account (decision 034): its signed-in user with its password, or, for an
 * account without one (social sign-in only), whoever follows the one-time link mailed to it.
 */
@Injectable()
export class ErasureRequestService {
  constructor(
    private readonly users: UserRepository,
    private readonly erasure: AccountErasureService,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
    private readonly recheck: PasswordRecheck,
  ) {}

  /**
   * DELETE /user: erased at once when the password matches (422 `validation_account_erase_password`
   * and nothing changed when not); an account without a password is mailed a link instead. 409
   * `account_erase_owns_crowds` either way while the user owns crowds.
   */
  async request(requester: RequestUser, input: TEraseUserRequest): Promise<TEraseUserResponse> {
    const user = await this.users.findLiveById(requester.id);
    if (!user) throw unauthorized();
    const removeContent = input.removeContent ?? false;
    if (user.passwordHash === null) {
      await this.erasure.assertOwnsNoCrowd(user.id);
      // The newest request decides (its removeContent too): an older link stops working.
      await this.tokens.discardUnused(user.id, 'ACCOUNT_ERASURE');
      const payload: ErasureLinkPayload = { removeContent };
      const { token } = await this.tokens.issue({
        type: 'ACCOUNT_ERASURE',
        ttlMs: ERASURE_LINK_TTL_MS,
        userId: user.id,
        payload,
      });
      await this.mail.send({
        to: user.email,
        locale: user.locale,
        template: 'accountErasure',
        vars: { name: user.name, link: await this.hosts.link(null, `/eraseAccount/${token}`) },
      });
      return { status: 'link_sent', message: 'account_erasure_link_sent' };
    }
    const password = input.password ?? '';
    await this.erasure.erase(user.id, removeContent, async (locked) => {
      if (!(await this.recheck.matches(locked.id, locked.passwordHash, password))) throw wrongPassword();
    });
    return { status: 'erased', message: 'account_erased' };
  }

  /** POST /user/erasure: the link's account, once; 422 `account_erasure_link_invalid` otherwise. */
  async confirm(token: string): Promise<TConfirmUserErasureResponse> {
    const lookup = await this.tokens.lookup('ACCOUNT_ERASURE', token);
    if (lookup.status !== 'valid') throw invalidLink();
    const row = lookup.token;
    const userId = row.userId;
    if (userId === null) throw invalidLink();
    const removeContent = this.tokens.payloadOf<ErasureLinkPayload>(row)?.removeContent ?? false;
    // Used inside the erasure's transaction: a refusal (crowds still owned) leaves the link usable.
    const erased = await this.erasure.erase(userId, removeContent, async () => {
      if (!(await this.tokens.markUsed(row))) throw invalidLink();
    });
    if (!erased) throw invalidLink();
    return { status: 'erased', message: 'account_erased' };
  }
}
