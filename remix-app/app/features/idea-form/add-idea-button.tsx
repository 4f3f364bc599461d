import { Link, useMatches } from '@remix-run/react';
import { Plus } from 'lucide-react';
import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button } from '~/components/ui/button';
import { useDialogOnDemand } from '~/components/ui/dialog-on-demand';
import { lazyComponents } from '~/lib/lazy-components';
import { createIdeaPath } from './ideas-limit';

// The limit's page and dialog (with the notify-the-owners form) are not every crowd page's code.
const limitDialog = lazyComponents(() => import('./limit-dialog'));
const LimitDialog = limitDialog.component((module) => module.LimitDialog);

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
