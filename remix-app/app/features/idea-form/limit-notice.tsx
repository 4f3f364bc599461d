import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { type LimitNoticeResult } from './ideas-limit';
import { NotifyOwnersForm, NotifyResult } from './notify-owners-form';
import { Message } from '~/i18n/message';

/** `/createIdea` while the crowd is full (spec 2.9): the limit dialog's texts as a page, for every browser. */
export function LimitNoticePage({ result }: { result: LimitNoticeResult | undefined }) {
  const { t } = useTranslation('crowdSite');
  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-labelledby="limit-title"
        className="mx-auto grid max-w-xl gap-4 rounded-xl border bg-card p-6 shadow-sm"
      >
        <h1 id="limit-title" className="text-2xl font-bold tracking-tight">
          <Message text="crowd_limit_reached" />
        </h1>
        <p className="text-muted-foreground">
          <Message text="ideas_subscription_limit_reached" />
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <NotifyOwnersForm />
          <Button asChild variant="outline">
            <Link to="/">{t('ideaForm.limit.back')}</Link>
          </Button>
        </div>
        <NotifyResult result={result} />
      </section>
    </div>
  );
}
