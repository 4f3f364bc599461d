import { CrowdWebhook } from '../../../src/modules/notification/crowd-webhooks/entities/crowd-webhook.entity';
import { allowed, refused, signedIn, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** A public IP literal: passes the address check without a DNS look-up, and nothing is sent at save. */
const PUBLIC_URL = 'https://93.184.215.14/matrix-hook';

/** A webhook of crowd A of its own for each call, so a delete never meets another call's. */
async function webhookOfA(world: World): Promise<CrowdWebhook> {
  const webhooks = world.dataSource.getRepository(CrowdWebhook);
  return webhooks.save(
    webhooks.create({ crowdId: world.crowdA.id, url: PUBLIC_URL, events: ['ideaAdded'], secret: 'whsec_matrix' }),
  );
}

/** Only crowd A's admins manage its webhooks (decision 035): its managers and followers may not. */
const adminsOfA = (status: number) =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    managerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

export const CROWD_WEBHOOK_ROWS: MatrixRow[] = [
  {
    route: 'GET /crowdWebhooks/{crowdId}',
    site: 'main',
    call: (world) => ({ path: `/crowdWebhooks/${world.crowdA.id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /crowdWebhooks/{crowdId}',
    site: 'main',
    call: (world) => ({ path: `/crowdWebhooks/${world.crowdA.id}`, body: { url: PUBLIC_URL, events: ['ideaAdded'] } }),
    expect: adminsOfA(201),
  },
  {
    route: 'DELETE /crowdWebhooks/{crowdId}/{webhookId}',
    site: 'main',
    call: async (world) => ({ path: `/crowdWebhooks/${world.crowdA.id}/${(await webhookOfA(world)).id}` }),
    expect: adminsOfA(200),
  },
  {
    route: 'POST /crowdWebhooks/{crowdId}/{webhookId}/enable',
    site: 'main',
    call: async (world) => ({ path: `/crowdWebhooks/${world.crowdA.id}/${(await webhookOfA(world)).id}/enable` }),
    expect: adminsOfA(200),
  },
  {
    route: 'GET /crowdWebhooks/{crowdId}/{webhookId}/deliveries',
    site: 'main',
    call: async (world) => ({ path: `/crowdWebhooks/${world.crowdA.id}/${(await webhookOfA(world)).id}/deliveries` }),
    expect: adminsOfA(200),
  },
];
