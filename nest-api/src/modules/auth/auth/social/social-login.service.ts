import { Injectable } from '@nestjs/common';
import { LIMITS, withoutHiddenCharacters, type TLocale, type TLoginRequest } from '@crowd/contracts';
import { isDuplicateKeyError } from '../../../../common/duplicate-key';
import { unauthorized, ValidationFailedError } from '../../../../common/errors';
import { Clock } from '../../../../infra/clock/clock';
import type { User } from '../../user/entities/user.entity';
import { UserRepository } from '../../user/user.repository';
import { CrowdAccessService } from '../../../crowd/crowd-users/crowd-access.service';
import { SignUpService } from '../../../crowd/crowd-users/sign-up.service';
import type { SocialIdentity } from './social-identity';
import { SocialProviders } from './social-providers';

export interface SocialSignInOptions {
  /** Typed by the user when the provider gave no e-mail; never trusted to link an account. */
  email?: string;
  name?: string;
  locale?: TLocale;
  crowdId?: number;
}

const providerColumn = (identity: SocialIdentity): 'googleId' | 'facebookId' =>
  identity.provider === 'google' ? 'googleId' : 'facebookId';

const emailInUse = () => ValidationFailedError.field('email', 'validation_email_in_use');

/**
 * Social sign-in (decision 004): the provider identity finds its account; otherwise an account
 * with the e-mail the provider vouches for is linked; otherwise a verified account without a
 * password is created. An e-mail the provider did not vouch for never links an account.
 */
@Injectable()
export class SocialLoginService {
  constructor(
    private readonly users: UserRepository,
    private readonly providers: SocialProviders,
    private readonly crowdAccess: CrowdAccessService,
    private readonly signUps: SignUpService,
    private readonly clock: Clock,
  ) {}

  async signInWithAccessToken(body: TLoginRequest): Promise<User> {
    const provider = body.authProvider === 'GOOGLE' ? 'google' : 'facebook';
    const identity = await this.providers.verifyAccessToken(provider, body.accessToken ?? '');
    return this.signIn(identity, {
      email: body.email || undefined,
      name: body.name,
      locale: body.locale,
      crowdId: body.crowdId,
    });
  }

  async signIn(identity: SocialIdentity, options: SocialSignInOptions): Promise<User> {
    const column = providerColumn(identity);
    const known = await this.users.findBySocialId(column, identity.providerId);
    if (known) {
      if (known.deletedAt) throw unauthorized('social_login_error');
      await this.crowdAccess.admitSignIn(known, options.crowdId);
      return known;
    }
    if (identity.email) {
      const owner = await this.users.findByEmail(identity.email);
      if (owner) return this.link(owner, identity, options.crowdId);
    }
    const email = identity.email ?? options.email?.trim().toLowerCase();
    if (!email) throw ValidationFailedError.field('email', 'social_email_required');
    return this.create(identity, email, options);
  }

  private async link(owner: User, identity: SocialIdentity, crowdId: number | undefined): Promise<User> {
    const column = providerColumn(identity);
    // The account already belongs to another identity of this provider, or no longer exists.
    if (owner.deletedAt || (owner[column] !== null && owner[column] !== identity.providerId)) throw emailInUse();
    await this.crowdAccess.admitSignIn(owner, crowdId);
    owner[column] = identity.providerId;
    owner.verifiedAt ??= this.clock.now();
    try {
      await this.users.linkSocialId(owner.id, column, identity.providerId, owner.verifiedAt);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailInUse();
      throw error;
    }
    return owner;
  }

  private async create(identity: SocialIdentity, email: string, options: SocialSignInOptions): Promise<User> {
    const signUp = await this.signUps.admit(options.crowdId, email);
    // The provider's name is not the person's to correct here: hidden characters go rather than the sign-in.
    const name =
      withoutHiddenCharacters(identity.name ?? options.name ?? '').trim() || email.slice(0, email.indexOf('@'));
    return this.signUps.create(
      {
        email,
        emailNormalized: email,
        name: [...name].slice(0, LIMITS.userNameMax).join(''),
        locale: options.locale ?? signUp.crowd?.locale ?? 'en',
        passwordHash: null,
        trialEligible: true,
        verifiedAt: this.clock.now(),
        [providerColumn(identity)]: identity.providerId,
      },
      signUp,
    );
  }
}
