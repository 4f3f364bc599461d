import { Injectable } from '@nestjs/common';
import { In, IsNull } from 'typeorm';
import { updateVersioned, type VersionedChanges } from '../../../infra/database/optimistic';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { User } from './entities/user.entity';

export type SocialIdColumn = 'googleId' | 'facebookId';

/** A live account as other modules address it (invitations, notifications, the users tab). */
export type Account = Pick<
  User,
  'id' | 'email' | 'emailNormalized' | 'name' | 'locale' | 'timeZone' | 'verifiedAt' | 'boundCrowdId'
>;

/** What a listing shows of an author, erased or not: the name and the avatar. */
export type UserCard = Pick<User, 'id' | 'name' | 'avatarImageId'>;

const ACCOUNT_COLUMNS = {
  id: true,
  email: true,
  emailNormalized: true,
  name: true,
  locale: true,
  timeZone: true,
  verifiedAt: true,
  boundCrowdId: true,
} as const;

export type NewUser = Pick<
  User,
  'email' | 'emailNormalized' | 'name' | 'locale' | 'passwordHash' | 'trialEligible' | 'verifiedAt' | 'boundCrowdId'
> &
  Partial<Pick<User, SocialIdColumn | 'timeZone'>>;

/** Accounts. "Live" means not erased (`deletedAt` unset). */
@Injectable()
export class UserRepository extends TransactionalRepository {
  private get users() {
    return this.manager.getRepository(User);
  }

  create(user: NewUser): Promise<User> {
    return this.users.save(this.users.create(user));
  }

  findLiveById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id, deletedAt: IsNull() });
  }

  /** Only what a request needs to know about its signed-in user. */
  findLiveIdentity(id: number): Promise<Pick<User, 'id' | 'boundCrowdId'> | null> {
    return this.users.findOne({ where: { id, deletedAt: IsNull() }, select: { id: true, boundCrowdId: true } });
  }

  findLiveByEmail(emailNormalized: string): Promise<User | null> {
    return this.users.findOneBy({ emailNormalized, deletedAt: IsNull() });
  }

  /** Erased accounts too (an erased account's e-mail is freed: decision 034). */
  findByEmail(emailNormalized: string): Promise<User | null> {
    return this.users.findOneBy({ emailNormalized });
  }

  /** Live accounts by id or by normalized e-mail, by id. */
  liveAccounts(by: { ids: readonly number[] } | { emails: readonly string[] }): Promise<Account[]> {
    const where = 'ids' in by ? { id: In([...by.ids]) } : { emailNormalized: In([...by.emails]) };
    if (('ids' in by ? by.ids : by.emails).length === 0) return Promise.resolve([]);
    return this.users.find({ select: ACCOUNT_COLUMNS, where: { ...where, deletedAt: IsNull() }, order: { id: 'ASC' } });
  }

  /** Name and avatar of each of `ids`, erased accounts too. */
  cardsOf(ids: readonly number[]): Promise<UserCard[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.users.find({ select: { id: true, name: true, avatarImageId: true }, where: { id: In([...ids]) } });
  }

  existsByEmail(emailNormalized: string): Promise<boolean> {
    return this.users.exists({ where: { emailNormalized } });
  }

  findBySocialId(column: SocialIdColumn, providerId: string): Promise<User | null> {
    return this.users.findOneBy({ [column]: providerId });
  }

  async linkSocialId(id: number, column: SocialIdColumn, providerId: string, verifiedAt: Date): Promise<void> {
    await this.users.update({ id }, { [column]: providerId, verifiedAt });
  }

  /** Stores the payment provider's customer unless one is stored; answers the one stored. */
  async setPaymentCustomerIfUnset(id: number, stripeCustomerId: string): Promise<string | null> {
    await this.users.update({ id, stripeCustomerId: IsNull() }, { stripeCustomerId });
    return (
      (await this.users.findOne({ where: { id }, select: { id: true, stripeCustomerId: true } }))?.stripeCustomerId ??
      null
    );
  }

  /** Holds the user row for the rest of the transaction (MySQL; SQLite has one writer at a time). */
  async lockForUpdate(id: number): Promise<void> {
    const type = this.manager.connection.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return;
    await this.users
      .createQueryBuilder('user')
      .select('user.id')
      .where('user.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** The free trial is once per user: taken when a crowd of theirs starts one. */
  async useUpTrial(id: number): Promise<void> {
    await this.users.update({ id }, { trialEligible: false });
  }

  async markVerified(id: number, at: Date): Promise<void> {
    await this.users.update({ id }, { verifiedAt: at });
  }

  /** A new password from a reset link: not versioned, the link is the authority. */
  async resetPassword(id: number, passwordHash: string, verifiedAt: Date, at: Date): Promise<void> {
    const version = this.manager.connection.driver.escape('version');
    await this.users
      .createQueryBuilder()
      .update()
      .set({ passwordHash, verifiedAt, updatedAt: at, version: () => `${version} + 1` })
      .where({ id })
      .execute();
  }

  /**
   * Erases the account's personal data and marks it erased (decision 034): the row stays, as ideas,
   * comments and payments point at it, but nothing in it names the person. The e-mail becomes
   * `erased:<id>`, which holds the unique index and is no e-mail, so the address is free again.
   */
  async erase(id: number, at: Date): Promise<void> {
    const version = this.manager.connection.driver.escape('version');
    await this.users
      .createQueryBuilder()
      .update()
      .set({
        email: '',
        emailNormalized: `erased:${id}`,
        name: '',
        about: null,
        passwordHash: null,
        avatarImageId: null,
        boundCrowdId: null,
        googleId: null,
        facebookId: null,
        stripeCustomerId: null,
        deletedAt: at,
        updatedAt: at,
        version: () => `${version} + 1`,
      })
      .where({ id })
      .execute();
  }

  /** StaleEntityError when the row has another version than `expectedVersion`. */
  async updateVersioned(id: number, expectedVersion: number, changes: VersionedChanges<User>): Promise<void> {
    await updateVersioned(this.manager, User, id, expectedVersion, changes);
  }
}
