import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { WEBHOOK_EVENTS, type TCrowdWebhook, type TCrowdWebhookDelivery } from '@crowd/contracts/schemas';
import { Copy, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '~/components/form/validated-field';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { EmptyState } from '~/features/account/account-card';
import type { loadWebhooks, WebhooksActionData } from './webhooks.server';
import { dateTimeFormat } from '~/lib/intl-formats';
import { Message } from '~/i18n/message';

type Listed = TCrowdWebhook & { deliveries: TCrowdWebhookDelivery[] };

/** /crowds/{crowdId}/webhooks: the add form (the secret once after adding), the list with each delivery log. */
export function WebhooksPage() {
  const { webhooks, confirmDeleteId } = useLoaderData<typeof loadWebhooks>();
  const posted = useActionData<WebhooksActionData>();
  return (
    <div className="grid gap-6">
      {posted && 'created' in posted ? <SecretOnce url={posted.created.url} secret={posted.created.secret} /> : null}
      <AddWebhook posted={posted && 'errors' in posted ? posted : undefined} />
      <WebhookList webhooks={webhooks} confirmDeleteId={confirmDeleteId} />
    </div>
  );
}

function SecretOnce({ url, secret }: { url: string; secret: string }) {
  const { t } = useTranslation('crowdAdmin');
  const [copied, setCopied] = useState(false);
  return (
    <section
      role="status"
      aria-labelledby="webhook-secret-title"
      className="rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="webhook-secret-title" className="font-semibold">
        {t('webhooks.secretTitle')}
      </h2>
      <p className="mt-1 text-sm break-words">{t('webhooks.secretText', { url })}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Label htmlFor="webhook-secret" className="sr-only">
          {t('webhooks.secretLabel')}
        </Label>
        <Input
          id="webhook-secret"
          readOnly
          value={secret}
          className="font-mono"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          className="js-only"
          onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        >
          <Copy aria-hidden />
          {copied ? t('webhooks.copied') : t('webhooks.copy')}
        </Button>
      </div>
    </section>
  );
}

function AddWebhook({ posted }: { posted?: Extract<WebhooksActionData, { errors: unknown }> }) {
  const { t } = useTranslation('crowdAdmin');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  const checked = new Set<string>(posted?.events ?? ['ideaAdded']);
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild>
          <h2>{t('webhooks.title')}</h2>
        </CardTitle>
        <CardDescription>{t('webhooks.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        <Form method="post" className="grid gap-4" key={posted ? JSON.stringify(posted) : 'new'}>
          <input type="hidden" name="intent" value="create" />
          <div className="grid gap-2">
            <Label htmlFor="webhook-url">{t('webhooks.url')}</Label>
            <Input
              id="webhook-url"
              name="url"
              type="url"
              inputMode="url"
              required
              placeholder="https://"
              defaultValue={posted?.url ?? ''}
              aria-invalid={posted?.errors.url ? true : undefined}
              aria-describedby={posted?.errors.url ? 'webhook-url-error' : undefined}
            />
            <FieldError id="webhook-url-error" error={posted?.errors.url} />
          </div>
          <fieldset
            className="grid gap-2"
            aria-describedby={posted?.errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t('webhooks.events')}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="events"
                  value={event}
                  defaultChecked={checked.has(event)}
                  className="size-4"
                />
                {t(`webhooks.eventNames.${event}`)}
              </label>
            ))}
            <FieldError id="webhook-events-error" error={posted?.errors.events} />
          </fieldset>
          <Button type="submit" disabled={submitting} className="w-full sm:w-auto sm:justify-self-start">
            {t('webhooks.add')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

function WebhookList({ webhooks, confirmDeleteId }: { webhooks: Listed[]; confirmDeleteId: number | null }) {
  const { t } = useTranslation('crowdAdmin');
  if (webhooks.length === 0)
    return <EmptyState icon={<Webhook aria-hidden />} title={t('webhooks.empty')} hint={t('webhooks.emptyHint')} />;
  return (
    <ul className="grid gap-4" aria-label={t('webhooks.listLabel')}>
      {webhooks.map((webhook) => (
        <li key={webhook.id}>
          <WebhookCard webhook={webhook} confirming={webhook.id === confirmDeleteId} />
        </li>
      ))}
    </ul>
  );
}

function WebhookCard({ webhook, confirming }: { webhook: Listed; confirming: boolean }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <Card>
      <CardHeader className="gap-2 p-4 sm:p-6">
        <h3 className="font-mono text-sm font-semibold break-all">{webhook.url}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {webhook.enabled ? (
            <Badge variant="success">{t('webhooks.enabled')}</Badge>
          ) : (
            <Badge variant="destructive">{t('webhooks.disabled')}</Badge>
          )}
          {webhook.events.map((event) => (
            <Badge key={event} variant="muted">
              {t(`webhooks.eventNames.${event}`)}
            </Badge>
          ))}
        </div>
        {webhook.enabled ? null : (
          <p className="text-sm text-muted-foreground">
            {t('webhooks.disabledText', { count: webhook.consecutiveFailures })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {webhook.enabled ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="enable" />
              <input type="hidden" name="webhookId" value={webhook.id} />
              <Button type="submit" size="sm">
                {t('webhooks.enable')}
              </Button>
            </Form>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="js-only">
                <Trash2 aria-hidden />
                {t('webhooks.delete')}
              </Button>
            }
            title={t('webhooks.deleteTitle')}
            description={t('webhooks.deleteText', { url: webhook.url })}
            renderConfirm={(close) => <DeleteForm webhookId={webhook.id} onDone={close} />}
          />
          <noscript>
            <Link to={`?delete=${webhook.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('webhooks.delete')}
            </Link>
          </noscript>
        </div>
        {confirming ? (
          <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4">
            <p className="font-medium">{t('webhooks.deleteTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground break-words">
              {t('webhooks.deleteText', { url: webhook.url })}
            </p>
            <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link to="." className={buttonVariants({ variant: 'outline' })}>
                {t('common:actions.cancel')}
              </Link>
              <DeleteForm webhookId={webhook.id} />
            </div>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        <DeliveryLog deliveries={webhook.deliveries} />
      </CardContent>
    </Card>
  );
}

function DeleteForm({ webhookId, onDone }: { webhookId: number; onDone?: () => void }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <Form method="post" onSubmit={onDone}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="webhookId" value={webhookId} />
      <Button type="submit" variant="destructive" className="w-full sm:w-auto">
        {t('webhooks.confirmDelete')}
      </Button>
    </Form>
  );
}

function DeliveryLog({ deliveries }: { deliveries: TCrowdWebhookDelivery[] }) {
  const { t, i18n } = useTranslation('crowdAdmin');
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">{t('webhooks.noDeliveries')}</p>;
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{t('webhooks.log')}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-2">
              {t('webhooks.columns.time')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('webhooks.columns.event')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('webhooks.columns.status')}
            </th>
            <th scope="col" className="hidden py-1 pr-2 sm:table-cell">
              {t('webhooks.columns.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id} className="border-b last:border-0">
              <td className="py-1 pr-2 whitespace-nowrap">{time.format(new Date(delivery.createdAt))}</td>
              <td className="py-1 pr-2">{t(`webhooks.eventNames.${delivery.event}`)}</td>
              <td className="py-1 pr-2 break-all">
                {delivery.statusCode ?? '—'}
                {delivery.error ? (
                  <span className="block text-xs text-muted-foreground">
                    {delivery.error.startsWith('validation_') ? <Message text={delivery.error} /> : delivery.error}
                  </span>
                ) : null}
              </td>
              <td className="hidden py-1 pr-2 tabular-nums sm:table-cell">
                {t('webhooks.ms', { count: delivery.durationMs })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
