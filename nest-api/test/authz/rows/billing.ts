import { randomBytes } from 'node:crypto';
import { PaymentMethod } from '../../../src/modules/subscription/payments/entities/payment-method.entity';
import { Subscription } from '../../../src/modules/subscription/subscription/entities/subscription.entity';
import { addMember, createCrowd } from '../../support/factories';
import { allowed, everyone, invalid, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import type { World } from '../world';

/**
 * A crowd of its own for each call, with crowd A's follower, manager and admin in their roles, so
 * subscribing or cancelling never changes the plan crowd A's other rows rely on.
 */
async function crowdLikeA(world: World, paid: boolean): Promise<number> {
  const crowd = await createCrowd(world.dataSource, { tier: paid ? 1 : null, trialEligible: true });
  const roles = [
    ['followerA', 'CROWD_FOLLOWER'],
    ['managerA', 'CROWD_MANAGER'],
    ['adminA', 'CROWD_ADMIN'],
  ] as const;
  for (const [actor, role] of roles) await addMember(world.dataSource, crowd.id, world.userOf(actor).id, role);
  if (paid) {
    await world.dataSource
      .getRepository(Subscription)
      .update({ crowdId: crowd.id }, { paymentProcessorId: `sub_off_${randomBytes(6).toString('hex')}` });
  }
  return crowd.id;
}

/** A saved card of the actor's (a made-up one for anonymous, who is refused before it matters). */
async function cardOf(world: World, actor: ActorName): Promise<string> {
  const providerId = `pm_matrix_${randomBytes(6).toString('hex')}`;
  if (actor === 'anonymous') return providerId;
  const methods = world.dataSource.getRepository(PaymentMethod);
  await methods.save(
    methods.create({
      userId: world.userOf(actor).id,
      providerId,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2040,
      primary: false,
    }),
  );
  return providerId;
}

/** Spec 2, section 6: only the crowd's admin sees and changes its subscription. */
const adminOfTheCrowd = (status: number) =>
  signedIn(refused(403, 'forbidden'), {
    adminA: allowed(status),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

/**
 * Spec 1, 2.5: cards belong to admins of at least one crowd. By the time these rows run, crowd A's
 * follower and manager have founded crowds of their own (POST /crowd's row) and administer them;
 * the private user may found none, so has no card to keep.
 */
const crowdAdmins = (status: number) => signedIn(allowed(status), { privateB: refused(403, 'forbidden') });

export const BILLING_ROWS: MatrixRow[] = [
  {
    route: 'GET /subscription',
    site: 'main',
    call: () => ({ path: '/subscription' }),
    expect: signedIn(allowed()),
  },
  {
    route: 'GET /subscription/{crowdId}',
    site: 'main',
    call: (world) => ({ path: `/subscription/${world.crowdA.id}` }),
    expect: adminOfTheCrowd(200),
  },
  {
    route: 'POST /subscription',
    site: 'main',
    call: async (world) => ({
      path: '/subscription',
      body: { crowdId: await crowdLikeA(world, false), requestedTier: 1, paymentMethodId: 'pm_card_visa' },
    }),
    expect: adminOfTheCrowd(201),
  },
  {
    route: 'POST /subscription/newCrowd',
    site: 'main',
    call: () => ({ path: '/subscription/newCrowd', body: { requestedTier: 1, paymentMethodId: 'pm_card_visa' } }),
    // POST /crowd's rule: anyone signed in who may found crowds (the crowd is paid, so no cap applies).
    expect: signedIn(allowed(201), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
  {
    route: 'DELETE /subscription/{crowdId}',
    site: 'main',
    call: async (world) => ({ path: `/subscription/${await crowdLikeA(world, true)}` }),
    expect: adminOfTheCrowd(200),
  },
  {
    route: 'GET /payments/config',
    site: 'main',
    call: () => ({ path: '/payments/config' }),
    expect: signedIn(allowed()),
  },
  {
    route: 'POST /payments/offline/paymentMethods',
    site: 'main',
    call: () => ({
      path: '/payments/offline/paymentMethods',
      body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Matrix' },
    }),
    expect: signedIn(allowed(201)),
  },
  {
    route: 'POST /payments/webhook',
    site: 'main',
    call: () => ({ path: '/payments/webhook', body: { id: 'evt_unsigned', type: 'invoice.paid' } }),
    // Only the provider's signature lets an event in, whoever sends it.
    expect: everyone(invalid(400, 'an unsigned event is refused')),
  },
  {
    route: 'GET /creditcard',
    site: 'main',
    call: () => ({ path: '/creditcard' }),
    expect: crowdAdmins(200),
  },
  {
    route: 'POST /creditcard',
    site: 'main',
    call: () => ({ path: '/creditcard', body: { paymentMethodId: 'pm_card_visa' } }),
    expect: crowdAdmins(201),
  },
  {
    route: 'PUT /creditcard/{id}/default',
    site: 'main',
    call: async (world, actor) => ({ path: `/creditcard/${await cardOf(world, actor)}/default` }),
    expect: crowdAdmins(200),
  },
  {
    route: 'DELETE /creditcard/{id}',
    site: 'main',
    call: async (world, actor) => ({ path: `/creditcard/${await cardOf(world, actor)}` }),
    expect: crowdAdmins(200),
  },
];
