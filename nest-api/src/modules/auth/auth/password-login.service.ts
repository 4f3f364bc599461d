import { Injectable } from '@nestjs/common';
import { forbidden, unauthorized } from '../../../common/errors';
import { CrowdAccessService } from '../../crowd/crowd-users/crowd-access.service';
import type { User } from '../user/entities/user.entity';
import { UserRepository } from '../user/user.repository';
import { hashPassword, verifyPassword } from './password-hasher';
import { AuthRateLimits } from './rate-limit/auth-rate-limits';

/** E-mail and password sign-in: which user, or why not (the session is the controller's). */
@Injectable()
export class PasswordLoginService {
  /** Verified against for unknown e-mails, so the answer takes as long as for a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly crowdAccess: CrowdAccessService,
    private readonly limits: AuthRateLimits,
  ) {}

  /** `address` is the client's, for the throttle's failure counts and known addresses. */
  async authenticate(email: string, password: string, crowdId: number | undefined, address: string): Promise<User> {
    const user = await this.users.findLiveByEmail(email);
    let valid = false;
    if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, password);
    else await verifyPassword(await this.dummy(), password);
    if (!user || !valid) {
      await this.limits.recordLoginFailure(address, email);
      throw unauthorized('invalid_username_password');
    }
    await this.limits.recordProof(address, email);
    if (!user.verifiedAt) throw forbidden('account_not_verified');
    await this.crowdAccess.admitSignIn(user, crowdId);
    return user;
  }

  private dummy(): Promise<string> {
    return (this.dummyHash ??= hashPassword('dummy-password-for-timing'));
  }
}
