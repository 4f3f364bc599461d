import { data, redirect } from '@remix-run/node';
import { isMessageKey, parseId, WEBHOOK_EVENTS, type MessageKey, type TWebhookEvent } from '@crowd/contracts';
import { failedRead } from '~/lib/api-failure.server';
import { readFormData } from '~/lib/form-data.server';
import { redirectWithToast, toastFromApiError } from '~/lib/toast.server';
import { requireAdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { crowdTabPath } from '../crowd-tabs';

type WebhookRouteArgs = RouteArgs & { params: { crowdId?: string } };

/** What the add form answers: the secret once after success, or the refusal with what was typed. */
export type WebhooksActionData =
  | { created: { id: number; url: string; secret: string } }
  | { errors: Partial<Record<'url' | 'events', MessageKey>>; url: string; events: TWebhookEvent[] };

/** /crowds/{crowdId}/webhooks: the crowd's webhooks with their delivery logs; admins only (managers go to the profile). */
export async function loadWebhooks(args: WebhookRouteArgs) {
  const admin = await requireAdminCrowd(args);
  const crowdId = admin.crowd.id;
  if (admin.crowd.role !== 'CROWD_ADMIN') throw redirect(crowdTabPath(crowdId));
  const list = await admin.api.request('listCrowdWebhooks', { params: { crowdId } });
  if (!list.ok) failedRead(args.request, list.status, `GET /api/crowdWebhooks/${crowdId}`);
  const webhooks = await Promise.all(
    list.data.map(async (webhook) => {
      const log = await admin.api.request('listCrowdWebhookDeliveries', {
        params: { crowdId, webhookId: webhook.id },
      });
      return { ...webhook, deliveries: log.ok ? log.data : [] };
    }),
  );
  // Without JavaScript, ?delete=<id> shows the confirmation in the page instead of a dialog.
  const confirmDeleteId = parseId(new URL(args.request.url).searchParams.get('delete'));
  return data({
    webhooks,
    confirmDeleteId: webhooks.some((webhook) => webhook.id === confirmDeleteId) ? (confirmDeleteId ?? null) : null,
  });
}

const isEvent = (value: unknown): value is TWebhookEvent =>
  typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** The page's forms, told apart by `intent`: add, delete (after a confirmation), enable again. */
export async function webhooksAction(args: WebhookRouteArgs) {
  const admin = await requireAdminCrowd(args);
  const crowdId = admin.crowd.id;
  const back = crowdTabPath(crowdId, 'webhooks');
  const form = await readFormData(args.request);
  const intent = form.get('intent');
  if (intent === 'create') {
    const url = String(form.get('url') ?? '').trim();
    const events = form.getAll('events').filter(isEvent);
    const response = await admin.api.request('createCrowdWebhook', { params: { crowdId }, body: { url, events } });
    if (response.ok)
      return data<WebhooksActionData>({
        created: { id: response.data.id, url: response.data.url, secret: response.data.secret },
      });
    if (response.status !== 422) return redirectWithToast(back, toastFromApiError(response.error));
    const errors: Partial<Record<'url' | 'events', MessageKey>> = {};
    for (const { param, msg } of response.error.fieldErrors ?? [])
      if ((param === 'url' || param === 'events') && isMessageKey(msg)) errors[param] = msg;
    if (!errors.url && !errors.events) errors.url = 'validation_webhook_url';
    return data<WebhooksActionData>({ errors, url, events }, { status: 422 });
  }
  const webhookId = parseId(String(form.get('webhookId') ?? ''));
  if (webhookId === undefined || (intent !== 'delete' && intent !== 'enable'))
    return redirectWithToast(back, { type: 'ERROR', message: 'validation_invalid_value' });
  const response =
    intent === 'delete'
      ? await admin.api.request('deleteCrowdWebhook', { params: { crowdId, webhookId } })
      : await admin.api.request('enableCrowdWebhook', { params: { crowdId, webhookId } });
  if (!response.ok) return redirectWithToast(back, toastFromApiError(response.error));
  return redirectWithToast(back, {
    message: intent === 'delete' ? 'crowd_webhook_deleted' : 'crowdAdmin:webhooks.enabledAgain',
  });
}
