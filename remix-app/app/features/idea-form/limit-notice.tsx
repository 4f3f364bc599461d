import { Link, useMatches } from '@remix-run/react';
import { Plus } from 'lucide-react';
import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button } from '~/components/ui/button';
import { useDialogOnDemand } from '~/components/ui/dialog-on-demand';
import { lazyComponents } from '~/lib/lazy-components';
import { createIdeaPath, type LimitNoticeResult } from './ideas-limit';
import { NotifyOwnersForm, NotifyResult } from './notify-owners-form';

const limitDialog = lazyComponents(() => import('./limit-dialog'));
const LimitDialog = limitDialog.component((module) => module.LimitDialog);

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
  const { open, setOpen, mounted, returnFocus, triggerProps } = useDialogOnDemand(limitDialog.preload);
  const href = createIdeaPath(useShownCategoryId());
  const opens = full && hydrated;
  const openDialog = (event: MouseEvent) => {
    if (!opens) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Button asChild size="sm">
        <Link to={href} {...(opens ? triggerProps : {})} onClick={openDialog}>
          <Plus aria-hidden />
          {/* An icon on a phone leaves the bar's room to the crowd's name; the link keeps its name. */}
          <span className="max-sm:sr-only">{t('nav.addIdea')}</span>
        </Link>
      </Button>
      {full && mounted ? (
        <Suspense fallback={null}>
          <LimitDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
