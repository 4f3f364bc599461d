import { Form, Link, useFetcher, useMatches } from '@remix-run/react';
import { Lightbulb, Plus } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { createIdeaPath, NOTIFY_INTENT, type LimitNoticeResult } from './ideas-limit';

/** The answer of the "notify crowd owners" button, in place: a status for success, an alert else. */
function NotifyResult({ result }: { result: LimitNoticeResult | undefined }) {
  const { t } = useTranslation();
  return (
    <p
      role={result && !result.notified ? 'alert' : 'status'}
      className={result?.notified ? 'text-sm font-medium text-emerald-700' : 'text-sm font-medium text-destructive'}
    >
      {result ? t(`messages:${result.message}`) : null}
    </p>
  );
}

/**
 * The "notify crowd owners" button: a form post to /createIdea (also without JavaScript, from the
 * limit page), sent by a fetcher with it so the dialog stays open and shows the answer.
 */
function NotifyOwnersForm({ onAnswer }: { onAnswer?: 'fetcher' }) {
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
          {t('messages:crowd_limit_reached')}
        </h1>
        <p className="text-muted-foreground">{t('messages:ideas_subscription_limit_reached')}</p>
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

interface CategoryPageData {
  home?: { category?: { id: number } | null } | null;
}

/** The category of the page being shown (a category tab), so a new idea starts in it. */
function useShownCategoryId(): number | null {
  const leaf = useMatches().at(-1);
  return (leaf?.data as CategoryPageData | undefined)?.home?.category?.id ?? null;
}

/**
 * The top bar's add-idea button (spec 2.9, 4): a link to /createIdea (with the category of the tab
 * shown), which sends a signed-out visitor to sign in and back. While the crowd is full it opens
 * the limit dialog instead; without JavaScript the link leads to the same notice as a page.
 */
export function AddIdeaButton({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const href = createIdeaPath(useShownCategoryId());
  const openDialog = (event: MouseEvent) => {
    if (!full || !hydrated) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Button asChild size="sm">
        <Link to={href} onClick={openDialog} aria-haspopup={full && hydrated ? 'dialog' : undefined}>
          <Plus aria-hidden />
          {/* An icon on a phone leaves the bar's room to the crowd's name; the link keeps its name. */}
          <span className="max-sm:sr-only">{t('nav.addIdea')}</span>
        </Link>
      </Button>
      {full ? <LimitDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function LimitDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('crowdSite');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <Lightbulb className="size-8 text-secondary" aria-hidden />
          <DialogTitle>{t('messages:crowd_limit_reached')}</DialogTitle>
          <DialogDescription>{t('messages:ideas_subscription_limit_reached')}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="items-start gap-3 sm:justify-between">
          <NotifyOwnersForm onAnswer="fetcher" />
          <DialogClose asChild>
            <Button variant="outline">{t('ideaForm.limit.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
