import { UI } from '@crowd/contracts/limits';
import type { TIdeaFilter } from '@crowd/contracts/schemas';
import { IDEA_FILTERS } from '@crowd/contracts/enum-values';
import { SEARCH, searchTerms } from '@crowd/contracts/text';
import { Form, Link, useFetcher } from '@remix-run/react';
import { AlertTriangle, Lightbulb, Search, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteIdeaStateMenu } from '~/features/idea-page/site-state-menu';
import { cn } from '~/lib/utils';
import type { CrowdHomeData, IdeasPage } from './home.server';
import { IntroBanner, Slideshow } from './home-banners';
import { CardIconSprite } from './card-icons';
import { IdeaCard, useIdeaCardLabels } from './idea-card';
import type { IdeaCardData } from './idea-card-data';

const listPath = (slug: string | null): string => `/${slug ? encodeURIComponent(slug) : ''}`;

/** The address of a list: a category's path (or `/`), with the filter, the search and the page's cursor. */
function listHref(
  slug: string | null,
  filter: TIdeaFilter | null,
  cursor: string | null = null,
  search: string | null = null,
): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (filter) query.set('filter', filter);
  if (cursor) query.set('cursor', cursor);
  const queryText = query.toString();
  return `${listPath(slug)}${queryText ? `?${queryText}` : ''}`;
}

const chipClass = (active: boolean) =>
  cn(
    'inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
  );

/**
 * The crowd's home and its category pages (spec 2.9): the title, the banner, category tabs and
 * filters as links (so they work without JavaScript and keep each other), and the idea cards.
 */
export function CrowdHomePage({ home }: { home: CrowdHomeData }) {
  const { t } = useTranslation('crowdSite');
  const { crowd, categories, category, filter, cursor, search, page, banner, staff } = home;
  const slug = category?.slug ?? null;
  return (
    <div>
      <header className="border-b bg-gradient-to-br from-brand-50 via-background to-accent-50 px-4 py-10 md:py-14">
        <div className="mx-auto max-w-6xl">
          <h1 className={crowd.hideTitle ? 'sr-only' : 'text-3xl font-bold tracking-tight md:text-5xl'}>
            {crowd.title}
          </h1>
          {crowd.description ? (
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{crowd.description}</p>
          ) : null}
        </div>
      </header>
      {banner?.kind === 'slideshow' ? <Slideshow /> : null}
      {banner?.kind === 'intro' ? <IntroBanner intro={banner.intro} /> : null}

      <div className="mx-auto max-w-6xl px-4 py-8">
        {categories.length > 0 ? (
          <nav aria-label={t('home.categories')}>
            <ul className="flex flex-wrap gap-2 border-b pb-4">
              <li>
                <Link
                  to={listHref(null, filter, null, search)}
                  className={chipClass(!category)}
                  aria-current={category ? undefined : 'page'}
                >
                  {t('home.allCategories')}
                </Link>
              </li>
              {categories.map((known) => (
                <li key={known.id}>
                  <Link
                    to={listHref(known.slug, filter, null, search)}
                    className={chipClass(known.id === category?.id)}
                    aria-current={known.id === category?.id ? 'page' : undefined}
                    title={known.description || undefined}
                  >
                    {known.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <SearchForm slug={slug} filter={filter} search={search} />
        <FilterLinks slug={slug} filter={filter} search={search} />
        {category?.description ? <p className="mt-4 text-muted-foreground">{category.description}</p> : null}

        <h2 className={search ? 'mt-6 text-lg font-semibold' : 'sr-only'}>
          {search ? t('home.search.resultsFor', { search }) : category ? category.name : t('home.ideas')}
        </h2>
        <IdeaList
          key={listHref(slug, filter, cursor, search)}
          slug={slug}
          filter={filter}
          cursor={cursor}
          search={search}
          page={page}
          staff={staff}
        />
      </div>
    </div>
  );
}

/**
 * The search box: a GET form to the list's own address (so it works without JavaScript and keeps
 * the category and filter); the results keep the cards, their matching words marked.
 */
function SearchForm({
  slug,
  filter,
  search,
}: {
  slug: string | null;
  filter: TIdeaFilter | null;
  search: string | null;
}) {
  const { t } = useTranslation('crowdSite');
  return (
    <Form method="get" action={listPath(slug)} role="search" className="mt-4 flex flex-wrap items-center gap-2">
      <label htmlFor="idea-search" className="sr-only">
        {t('home.search.label')}
      </label>
      <div className="relative min-w-0 flex-1 sm:max-w-md">
        <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          id="idea-search"
          type="search"
          name="search"
          defaultValue={search ?? ''}
          maxLength={SEARCH.textMax}
          placeholder={t('home.search.placeholder')}
          className="h-10 w-full rounded-full border bg-background pl-9 pr-4 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      {filter ? <input type="hidden" name="filter" value={filter} /> : null}
      <button type="submit" className={chipClass(true)}>
        {t('home.search.submit')}
      </button>
      {search ? (
        <Link
          to={listHref(slug, filter)}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <X className="size-4" aria-hidden />
          {t('home.search.clear')}
        </Link>
      ) : null}
    </Form>
  );
}

function FilterLinks({
  slug,
  filter,
  search,
}: {
  slug: string | null;
  filter: TIdeaFilter | null;
  search: string | null;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('crowdSite:home.filters')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={listHref(slug, null, null, search)}
            className={chipClass(!filter)}
            aria-current={filter ? undefined : 'page'}
          >
            {t('crowdSite:home.noFilter')}
          </Link>
        </li>
        {IDEA_FILTERS.map((option) => (
          <li key={option}>
            <Link
              to={listHref(slug, option, null, search)}
              className={chipClass(option === filter)}
              aria-current={option === filter ? 'page' : undefined}
            >
              {t(`ideaTags.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The cards from the page's cursor on. Without JavaScript the next page is a link (`?cursor=`);
 * with it, the same link loads the next page into the list, and so does scrolling near it
 * (keyset pages through the route's own loader, so every page costs the same).
 */
function IdeaList({
  slug,
  filter,
  cursor,
  search,
  page,
  staff,
}: {
  slug: string | null;
  filter: TIdeaFilter | null;
  cursor: string | null;
  search: string | null;
  page: IdeasPage;
  staff: boolean;
}) {
  const { t } = useTranslation('crowdSite');
  const labels = useIdeaCardLabels();
  const terms = useMemo(() => (search ? searchTerms(search) : []), [search]);
  const fetcher = useFetcher<{ home: CrowdHomeData | null }>();
  const [more, setMore] = useState<{ ideas: IdeaCardData[]; nextCursor: string | null; failed: boolean }>({
    ideas: [],
    nextCursor: page.failed ? null : page.nextCursor,
    failed: false,
  });
  const sentinel = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const loaded = fetcher.data?.home?.page;
    if (fetcher.state !== 'idle' || !loaded) return;
    setMore((known) =>
      loaded.failed
        ? { ...known, failed: true }
        : { ideas: [...known.ideas, ...loaded.ideas], nextCursor: loaded.nextCursor, failed: false },
    );
  }, [fetcher.data, fetcher.state]);

  const loading = fetcher.state !== 'idle';
  const next = more.nextCursor;
  // The index route answers a fetch only when asked for by `?index`.
  const loadMore = () => {
    if (!next || loading) return;
    const href = listHref(slug, filter, next, search);
    fetcher.load(slug ? href : `${href}&index`);
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !next || more.failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: `0px 0px ${UI.infiniteScrollThresholdPx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [next, more.failed]);

  if (page.failed)
    return <ListMessage icon="error" text={t('home.loadFailed')} retryHref={listHref(slug, filter, cursor, search)} />;
  const ideas = [...page.ideas, ...more.ideas];
  if (ideas.length === 0 && search)
    return (
      <ListMessage icon="empty" text={t('home.search.empty', { search })}>
        <Link to="/createIdea" className="text-sm font-medium text-primary hover:underline">
          {t('home.search.addIdea')}
        </Link>
      </ListMessage>
    );
  if (ideas.length === 0) return <ListMessage icon="empty" text={t(filter ? 'home.emptyFiltered' : 'home.empty')} />;

  return (
    <>
      <CardIconSprite />
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="idea-list">
        {ideas.map((idea, index) => (
          <li key={idea.id}>
            <IdeaCard
              idea={idea}
              labels={labels}
              eager={index < 3 && !cursor}
              highlight={terms}
              actions={staff ? <SiteIdeaStateMenu idea={idea} /> : undefined}
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3" aria-live="polite">
        {loading ? <p className="text-sm text-muted-foreground">{t('home.loadingMore')}</p> : null}
        {more.failed ? <p className="text-sm text-destructive">{t('home.loadFailed')}</p> : null}
        {next ? (
          <Link
            ref={sentinel}
            to={listHref(slug, filter, next, search)}
            rel="next"
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            className={chipClass(false)}
          >
            {t('home.nextPage')}
          </Link>
        ) : null}
        {cursor ? (
          <Link to={listHref(slug, filter, null, search)} className="text-sm font-medium text-primary hover:underline">
            {t('home.firstPage')}
          </Link>
        ) : null}
      </div>
    </>
  );
}

function ListMessage({
  icon,
  text,
  retryHref,
  children,
}: {
  icon: 'empty' | 'error';
  text: string;
  retryHref?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('crowdSite');
  const Icon = icon === 'error' ? AlertTriangle : Lightbulb;
  return (
    <div
      role={icon === 'error' ? 'alert' : undefined}
      className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed p-12 text-center text-muted-foreground"
    >
      <Icon className={cn('size-10', icon === 'error' ? 'text-destructive' : 'text-secondary')} aria-hidden />
      <p>{text}</p>
      {retryHref ? (
        <Link to={retryHref} reloadDocument className="text-sm font-medium text-primary hover:underline">
          {t('home.retry')}
        </Link>
      ) : null}
      {children}
    </div>
  );
}
