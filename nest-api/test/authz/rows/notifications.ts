import { Notification } from '../../../src/modules/notification/notification/entities/notification.entity';
import { createUser } from '../../support/factories';
import { allowed, refused, signedIn, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** An unread notification of a user who is none of the actors, made once. */
let foreign: Promise<Notification> | undefined;
function foreignNotification(world: World): Promise<Notification> {
  foreign ??= (async () => {
    const owner = await createUser(world.dataSource);
    const repository = world.dataSource.getRepository(Notification);
    return repository.save(
      repository.create({
        userId: owner.id,
        type: 'ideaLiked',
        entityType: 'idea',
        entityId: 1,
        crowdId: world.crowdA.id,
        eventKey: `matrix:${owner.id}`,
        data: { name: 'Not yours' },
      }),
    );
  })();
  return foreign;
}

/** The signed-in user's own notifications, on the main site (a private user has theirs too). */
export const NOTIFICATION_ROWS: MatrixRow[] = [
  {
    route: 'GET /notification',
    site: 'main',
    call: () => ({ path: '/notification?offset=0&limit=5' }),
    expect: signedIn(allowed()),
  },
  {
    route: 'GET /notification',
    title: "on crowd A's site",
    site: 'crowdA',
    call: () => ({ path: '/notification' }),
    // The login host hands a private user of B no session for crowd A's host.
    expect: signedIn(allowed(), { privateB: refused(401, 'unauthorized') }),
  },
  {
    route: 'GET /notification/topBar',
    site: 'main',
    call: () => ({ path: '/notification/topBar' }),
    expect: signedIn(allowed()),
    check: (response, actor) => {
      if (actor !== 'anonymous') expect(response.body.notifications.notifications.length).toBeLessThanOrEqual(5);
    },
  },
  {
    route: 'GET /notification/topBar',
    title: "on crowd A's site",
    site: 'crowdA',
    call: () => ({ path: '/notification/topBar' }),
    expect: signedIn(allowed(), { privateB: refused(401, 'unauthorized') }),
  },
  {
    route: 'PUT /notification',
    title: "another user's notification",
    site: 'main',
    call: async (world) => ({ path: '/notification', body: { ids: [(await foreignNotification(world)).id] } }),
    expect: signedIn(allowed()),
    check: (response, actor) => {
      if (actor !== 'anonymous') expect(response.body).toMatchObject({ updated: 0 });
    },
  },
  {
    route: 'PUT /notification',
    title: 'all unread',
    site: 'main',
    call: () => ({ path: '/notification', body: {} }),
    expect: signedIn(allowed()),
  },
];
