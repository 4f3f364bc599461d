import type { TUser } from '@crowd/contracts';
import type { User } from './entities/user.entity';

/** The signed-in user as every auth and account answer shows it (contracts ZUser). */
export const toUserView = (user: User): TUser => ({
  id: user.id,
  version: user.version,
  email: user.email,
  name: user.name,
  about: user.about ?? '',
  locale: user.locale,
  timeZone: user.timeZone,
  hasPassword: user.passwordHash !== null,
  avatarImageId: user.avatarImageId,
  trialEligible: user.trialEligible,
  boundCrowdId: user.boundCrowdId,
});
