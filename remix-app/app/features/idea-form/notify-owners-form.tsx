import { Form, useFetcher } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Message } from '~/i18n/message';
import { NOTIFY_INTENT, type LimitNoticeResult } from './ideas-limit';

/** The answer of the "notify crowd owners" button, in place: a status for success, an alert else. */
export function NotifyResult({ result }: { result: LimitNoticeResult | undefined }) {
  return (
    <p
      role={result && !result.notified ? 'alert' : 'status'}
      className={result?.notified ? 'text-sm font-medium text-emerald-700' : 'text-sm font-medium text-destructive'}
    >
      {result ? <Message text={result.message} /> : null}
    </p>
  );
}

/**
 * The "notify crowd owners" button: a form post to /createIdea (also without JavaScript, from the
 * limit page), sent by a fetcher with it so the dialog stays open and shows the answer.
 */
export function NotifyOwnersForm({ onAnswer }: { onAnswer?: 'fetcher' }) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher<LimitNoticeResult>({ key: 'notify-crowd-owners' });
  const FormTag = onAnswer === 'fetcher' ? fetcher.Form : Form;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="grid gap-2">
      <FormTag method="post" action="/createIdea">
        <input type="hidden" name="intent" value={NOTIFY_INTENT} />
        <Button type="submit" disabled={busy || fetcher.data?.notified === true}>
          {busy ? t('ideaForm.limit.notifying') : t('ideaForm.limit.notify')}
        </Button>
      </FormTag>
      {onAnswer === 'fetcher' ? <NotifyResult result={fetcher.data} /> : null}
    </div>
  );
}
