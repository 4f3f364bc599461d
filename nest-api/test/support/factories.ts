import { randomBytes } from 'node:crypto';
import { PLANS, type TCrowdRole, type TTier } from '@crowd/contracts';
import type { DataSource } from 'typeorm';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { hashPassword } from '../../src/modules/auth/auth/password-hasher';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { CrowdTheming } from '../../src/modules/crowd/crowd/entities/crowd-theming.entity';
import { Subscription } from '../../src/modules/subscription/subscription/entities/subscription.entity';

const unique = (): string => randomBytes(5).toString('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_TEST_PASSWORD = 'Secret-Pass1';

export async function createUser(
  dataSource: DataSource,
  overrides: Partial<User> & { password?: string } = {},
): Promise<User> {
  const { password = DEFAULT_TEST_PASSWORD, ...fields } = overrides;
  const email = fields.email ?? `user-${unique()}@example.com`;
  const repository = dataSource.getRepository(User);
  return repository.save(
    repository.create({
      email,
      emailNormalized: email.trim().toLowerCase(),
      name: 'Test User',
      locale: 'en',
      passwordHash: await hashPassword(password),
      trialEligible: true,
      verifiedAt: new Date(),
      ...fields,
    }),
  );
}

/**
 * The own-domain proof of a crowd the factory gives a domain (decision 029): verified, as if its
 * admins had published the record, unless the test asks for `PENDING_DOMAIN`.
 */
const provenDomain = (domain: string | null | undefined): Partial<Crowd> =>
  domain
    ? {
        domainToken: unique(),
        domainVerified: true,
        domainServed: true,
        domainSeenAt: new Date(),
        domainCheckedAt: new Date(),
      }
    : {};

/** A domain its crowd's admins have not proven yet: `createCrowd(ds, { domain, ...PENDING_DOMAIN })`. */
export const PENDING_DOMAIN = {
  domainVerified: false,
  domainServed: false,
  domainSeenAt: null,
  domainCheckedAt: null,
} as const satisfies Partial<Crowd>;

export async function createCrowd(
  dataSource: DataSource,
  overrides: Partial<Crowd> & { tier?: TTier | null } = {},
): Promise<Crowd> {
  const { tier = 2, ...fields } = overrides;
  const subdomain = fields.subdomain ?? `crowd-${unique()}`;
  const repository = dataSource.getRepository(Crowd);
  const crowd = await repository.save(
    repository.create({
      title: 'Test Crowd',
      description: 'A crowd for tests',
      subdomain,
      subdomainNormalized: subdomain.toLowerCase(),
      domainNormalized: fields.domain ? fields.domain.toLowerCase() : null,
      locale: 'en',
      visible: true,
      active: true,
      allowedDomains: [],
      ...provenDomain(fields.domain),
      ...fields,
    }),
  );
  await dataSource.getRepository(CrowdTheming).save({ crowdId: crowd.id });
  if (tier !== null) await createSubscription(dataSource, crowd.id, tier);
  return crowd;
}

export async function createSubscription(dataSource: DataSource, crowdId: number, tier: TTier): Promise<Subscription> {
  const plan = PLANS[tier];
  const repository = dataSource.getRepository(Subscription);
  const now = Date.now();
  return repository.save(
    repository.create({
      crowdId,
      tier,
      name: plan.name,
      status: 'ACTIVE',
      validFrom: new Date(now - DAY_MS),
      validTo: new Date(now + 30 * DAY_MS),
      baseMonthlyPrice: plan.baseMonthlyPrice,
      currency: plan.currency,
    }),
  );
}

export async function addMember(
  dataSource: DataSource,
  crowdId: number,
  userId: number,
  role: TCrowdRole = 'CROWD_FOLLOWER',
): Promise<CrowdMember> {
  const repository = dataSource.getRepository(CrowdMember);
  return repository.save(repository.create({ crowdId, userId, role }));
}
