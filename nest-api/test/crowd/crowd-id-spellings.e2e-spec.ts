/**
 * Issue 24, finding 1, replayed: any user creates an empty crowd (becoming its admin), then names
 * a victim crowd by an id written another way (`022`, `+22`…) with `X-Private-Crowd` naming their
 * own crowd. The role guard could not read `022`, fell back to the header (the attacker's crowd,
 * where they are admin), while the handler's pipe read `022` as 22: the victim's staff e-mails, its
 * categories and its plan were the attacker's. Each attack must be refused and change nothing.
 */
import { PRIVATE_CROWD_HEADER } from '@crowd/contracts';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { authTestApp } from '../support/auth-app';
import { adminWithNewCrowd, subscriptionRows } from '../support/billing';
import { addMember, createUser } from '../support/factories';

/** The spellings of the finding (and its sibling ` 22`), each sent as a path segment. */
const SPELLINGS = (id: number): string[] => [
  `0${id}`,
  `00${id}`,
  `${id}.0`,
  `+${id}`,
  `0x${id.toString(16)}`,
  `${id}e0`,
  ` ${id}`,
];

describe('a crowd id written another way never reaches another crowd (issue 24, finding 1)', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  async function world() {
    // The victim: a crowd on a paid plan with a manager and a category.
    const victim = await adminWithNewCrowd(testApp.app);
    await api()
      .post('/api/subscription')
      .set('Cookie', victim.cookie)
      .send({ crowdId: victim.crowdId, requestedTier: 2, paymentMethodId: 'pm_card_visa' })
      .expect(201);
    const staff = await createUser(testApp.dataSource, { email: `staff-${Date.now()}@victim.example.com` });
    await addMember(testApp.dataSource, victim.crowdId, staff.id, 'CROWD_MANAGER');
    const categories = testApp.dataSource.getRepository(Category);
    const category = await categories.save(
      categories.create({ crowdId: victim.crowdId, name: 'Victim', slug: `victim-${Date.now()}`, description: null }),
    );
    // The attacker: any user, admin of an empty crowd of their own.
    const attacker = await adminWithNewCrowd(testApp.app);
    const asAttacker = (method: 'get' | 'delete', path: string) =>
      api()[method](`/api${path}`).set('Cookie', attacker.cookie).set(PRIVATE_CROWD_HEADER, String(attacker.crowdId));
    return { victim, staff, category, attacker, asAttacker };
  }

  it("does not show another crowd's staff: GET /crowdUsers/0N with X-Private-Crowd of one's own crowd", async () => {
    const { victim, staff, attacker, asAttacker } = await world();
    // Written canonically, the path names the victim's crowd and the header the attacker's: refused.
    const canonical = await api().get(`/api/crowdUsers/${victim.crowdId}`).set('Cookie', attacker.cookie).expect(403);
    expect(canonical.body).toEqual({ error: 'forbidden' });
    const conflict = await asAttacker('get', `/crowdUsers/${victim.crowdId}`).expect(400);
    expect(conflict.body).toEqual({ error: 'crowd_header_mismatch' });

    for (const spelling of SPELLINGS(victim.crowdId)) {
      const response = await asAttacker('get', `/crowdUsers/${encodeURIComponent(spelling)}`);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 422 });
      expect(response.body).toEqual({ errors: [{ param: 'crowdId', msg: 'validation_invalid_value' }] });
      expect(JSON.stringify(response.body)).not.toContain(staff.email);
    }
    // The other reads of the finding: questionnaires, categories, the subscription.
    for (const route of ['questionnaire', 'category', 'subscription']) {
      const response = await asAttacker('get', `/${route}/0${victim.crowdId}`);
      expect({ route, status: response.status }).toEqual({ route, status: 422 });
    }
    // The attacker's own crowd still answers them.
    await asAttacker('get', `/crowdUsers/${attacker.crowdId}`).expect(200);
  });

  it("does not delete another crowd's category: DELETE /category/0N/<id>", async () => {
    const { victim, category, asAttacker } = await world();
    for (const spelling of SPELLINGS(victim.crowdId)) {
      const response = await asAttacker('delete', `/category/${encodeURIComponent(spelling)}/${category.id}`);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 422 });
    }
    await asAttacker('delete', `/category/${victim.crowdId}/${category.id}`).expect(400);
    const kept = await testApp.dataSource.getRepository(Category).findOneBy({ id: category.id });
    expect(kept).toMatchObject({ id: category.id, crowdId: victim.crowdId, name: 'Victim' });
  });

  it("does not cancel another crowd's plan: DELETE /subscription/0N", async () => {
    const { victim, asAttacker } = await world();
    const before = await subscriptionRows(testApp.app, victim.crowdId);
    for (const spelling of SPELLINGS(victim.crowdId)) {
      const response = await asAttacker('delete', `/subscription/${encodeURIComponent(spelling)}`);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 422 });
    }
    await asAttacker('delete', `/subscription/${victim.crowdId}`).expect(400);
    expect(await subscriptionRows(testApp.app, victim.crowdId)).toEqual(before);
    expect(before.at(-1)).toMatchObject({ status: 'ACTIVE' });
  });

  it('reads a JSON body crowd by the same rule: a text or a number past the id range is refused', async () => {
    const { victim, attacker } = await world();
    for (const crowdId of [`${victim.crowdId}`, `0${victim.crowdId}`, victim.crowdId + 0.5, 2 ** 32 + victim.crowdId]) {
      const response = await api()
        .post('/api/category')
        .set('Cookie', attacker.cookie)
        .set(PRIVATE_CROWD_HEADER, String(attacker.crowdId))
        .send({ crowdId, name: 'Planted' });
      expect({ crowdId, refused: [400, 422].includes(response.status) }).toEqual({ crowdId, refused: true });
    }
    const planted = await testApp.dataSource.getRepository(Category).findBy({ name: 'Planted' });
    expect(planted).toEqual([]);
  });
});
