import type { TCreateCrowdWebhookResponse, TCrowdWebhook, TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loadWebhooks, webhooksAction } from './webhooks.server';
import { mockApi } from '../../../../test/mocks/api';
import { crowdAdminApi } from '../../../../test/mocks/crowd-admin';
import { makeCrowd } from '../../../../test/mocks/crowd-admin-factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../../../../test/route-args';

setupMockApi();

const crowd = makeCrowd();
const PATH = `/crowds/${crowd.id}/webhooks`;
const params = { crowdId: String(crowd.id) };
const hook: TCrowdWebhook = {
  id: 5,
  crowdId: crowd.id,
  url: 'https://hooks.example.com/in',
  events: ['ideaAdded'],
  enabled: false,
  consecutiveFailures: 10,
  createdAt: '2026-11-27T10:00:00.000Z',
};

function signIn(role: 'CROWD_ADMIN' | 'CROWD_MANAGER' = 'CROWD_ADMIN') {
  server.use(...crowdAdminApi({ crowds: [{ ...crowd, role }] }).handlers);
}

describe('webhooks tab (decision 035)', () => {
  it('lists the webhooks with their delivery logs', async () => {
    signIn();
    server.use(
      mockApi('listCrowdWebhooks', () => HttpResponse.json([hook])),
      mockApi('listCrowdWebhookDeliveries', () =>
        HttpResponse.json([
          {
            id: 1,
            eventId: 'e1',
            event: 'ideaAdded' as const,
            attempt: 1,
            statusCode: 500,
            durationMs: 12,
            error: 'HTTP 500',
            createdAt: '2026-11-27T10:01:00.000Z',
          },
        ]),
      ),
    );
    const page = await settle<{ webhooks: unknown[] }>(loadWebhooks({ ...getArgs(PATH), params }));
    expect(page.body?.webhooks).toEqual([
      expect.objectContaining({ id: 5, deliveries: [expect.objectContaining({ statusCode: 500 })] }),
    ]);
  });

  it('sends a manager back to the crowd', async () => {
    signIn('CROWD_MANAGER');
    const page = await settle(loadWebhooks({ ...getArgs(PATH), params }));
    expect(page.location).toBe(`/crowds/${crowd.id}`);
  });

  it('answers the secret once after adding, and the refusal on the field with what was typed', async () => {
    signIn();
    const created: TCreateCrowdWebhookResponse = { ...hook, enabled: true, consecutiveFailures: 0, secret: 'whsec_x' };
    server.use(mockApi('createCrowdWebhook', () => HttpResponse.json(created, { status: 201 })));
    const form = new FormData();
    form.set('intent', 'create');
    form.set('url', hook.url);
    form.append('events', 'ideaAdded');
    const ok = await settle(webhooksAction({ ...postArgs(PATH, form), params }));
    expect(ok.body).toEqual({ created: { id: 5, url: hook.url, secret: 'whsec_x' } });

    server.use(
      mockApi('createCrowdWebhook', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'url', msg: 'validation_webhook_url_refused' }] },
          { status: 422 },
        ),
      ),
    );
    const refused = await settle(webhooksAction({ ...postArgs(PATH, form), params }));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: { url: 'validation_webhook_url_refused' },
      url: hook.url,
      events: ['ideaAdded'],
    });
  });

  it('enables a disabled webhook again and deletes one, each with a toast', async () => {
    signIn();
    server.use(
      mockApi('enableCrowdWebhook', () => HttpResponse.json({ ...hook, enabled: true, consecutiveFailures: 0 })),
      mockApi('deleteCrowdWebhook', () => HttpResponse.json({ message: 'crowd_webhook_deleted' as const })),
    );
    const enabled = await settle(webhooksAction({ ...postArgs(PATH, { intent: 'enable', webhookId: '5' }), params }));
    expect(enabled.location).toBe(PATH);
    expect(await flashedToast(enabled)).toMatchObject({ message: 'crowdAdmin:webhooks.enabledAgain' });
    const deleted = await settle(webhooksAction({ ...postArgs(PATH, { intent: 'delete', webhookId: '5' }), params }));
    expect(await flashedToast(deleted)).toMatchObject({ message: 'crowd_webhook_deleted' });
  });
});
