import { Link, Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import { ChevronLeft, ExternalLink, GitMerge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '~/components/ui/button';
import { ScrollNavTabs, type NavTabItem } from '~/components/ui/tabs';
import type { loadIdeaAdminLayout } from './idea-admin-layout.server';
import { IdeaChips } from '~/components/ui/idea-chips';
import { IdeaStateMenu } from './idea-state-menu';
import { IDEA_TABS, IDEAS_PATH, ideaMergePath, ideaTabPath } from './ideas-paths';

const IDEA_ADMIN_LAYOUT_ID = 'routes/ideas.$ideaId';

/** The idea as the layout loaded it, for any tab below it. */
export function useAdminIdea() {
  const loaded = useRouteLoaderData<typeof loadIdeaAdminLayout>(IDEA_ADMIN_LAYOUT_ID);
  if (!loaded) throw new Error('useAdminIdea outside /ideas/{ideaId}');
  return loaded.idea;
}

/** /ideas/{ideaId}: the idea's name, crowd, chips and state menu above its tabs (edit, comments, stats). */
export function IdeaAdminLayout() {
  const { t } = useTranslation('crowdAdmin');
  const idea = useAdminIdea();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const items: NavTabItem[] = IDEA_TABS.map((tab) => ({
    // The edit tab answers at /ideas/7 and /ideas/7/detail: the link keeps the address in use.
    to: tab === 'detail' && path.endsWith('/detail') ? `${ideaTabPath(idea.id)}/detail` : ideaTabPath(idea.id, tab),
    label: t(`ideas.layout.tabs.${tab}`),
    end: tab === 'detail',
  }));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <header className="mb-6">
        <Link
          to={IDEAS_PATH}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t('ideas.layout.back')}
        </Link>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-2">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{idea.name}</h1>
            <p className="text-sm text-muted-foreground">
              {t('ideas.layout.inCrowd', { crowd: idea.crowdTitle || t('ideas.untitledCrowd') })}
            </p>
            <div aria-label={t('ideas.chips.label')} role="group">
              <IdeaChips state={idea.ideaState} tags={idea.tags} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <IdeaStateMenu idea={idea} action={ideaTabPath(idea.id)} />
            <Link to={ideaMergePath(idea.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <GitMerge aria-hidden />
              {t('ideas.merge.action')}
            </Link>
            <a
              href={idea.link}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden />
              {t('ideas.layout.viewOnSite')}
              <span className="sr-only">{t('ideas.layout.newTab')}</span>
            </a>
          </div>
        </div>
      </header>
      <ScrollNavTabs items={items} label={t('ideas.layout.tabs.label')} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
