import { Form, Link, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { GitMerge, Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { StateChip } from '~/components/ui/idea-chips';
import type { loadIdeaMerge } from './idea-merge.server';
import { ideaMergePath, MERGE_SEARCH_PARAM } from './ideas-paths';

/** How long typing rests before the list follows it. */
const SEARCH_DEBOUNCE_MS = 300;

type Loaded = ReturnType<typeof useLoaderData<typeof loadIdeaMerge>>;

/** /ideas/{ideaId}/merge: find the idea this one repeats, confirm, merge (decision 031). */
export function IdeaMergePage() {
  const { t } = useTranslation('crowdAdmin');
  const loaded = useLoaderData<typeof loadIdeaMerge>();
  const { source, target } = loaded;
  return (
    <section aria-labelledby="merge-title" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="merge-title" className="text-xl font-semibold">
          {t('ideas.merge.title', { name: source.name })}
        </h2>
        <p className="text-sm text-muted-foreground">{t('ideas.merge.description')}</p>
      </div>
      {target ? <MergeConfirmation source={source} target={target} /> : <MergePicker loaded={loaded} />}
    </section>
  );
}

function MergePicker({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation('crowdAdmin');
  const { source, search, candidates, crowdTitle } = loaded;
  const inputId = useId();
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === 'loading' && navigation.location?.pathname === ideaMergePath(source.id);

  return (
    <>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('ideas.merge.search')}
          </label>
          <Input
            id={inputId}
            type="search"
            name={MERGE_SEARCH_PARAM}
            defaultValue={search}
            placeholder={t('ideas.merge.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => {
              const form = event.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(
                () => submit(form, { replace: true, preventScrollReset: true }),
                SEARCH_DEBOUNCE_MS,
              );
            }}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {t('ideas.merge.searchSubmit')}
        </Button>
      </Form>
      <div aria-busy={searching} aria-live="polite" className="grid gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">
          {t('ideas.merge.candidates', { crowd: crowdTitle || t('ideas.untitledCrowd') })}
        </h3>
        {candidates.length === 0 ? (
          <div className="rounded-md border border-dashed p-6 text-center">
            <p className="font-medium">{t('ideas.merge.none')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('ideas.merge.noneHint')}</p>
          </div>
        ) : (
          <ul className="divide-y rounded-md border">
            {candidates.map((candidate) => (
              <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="grid min-w-0 gap-1">
                  <span className="break-words font-medium">{candidate.name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <StateChip state={candidate.ideaState} />
                    {t('ideas.merge.likes', { count: candidate.likeCount })}
                  </span>
                </div>
                <Link
                  to={ideaMergePath(source.id, candidate.id)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <GitMerge aria-hidden />
                  {t('ideas.merge.pick')}
                  <span className="sr-only"> {t('ideas.merge.pickWhich', { name: candidate.name })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function MergeConfirmation({ source, target }: { source: Loaded['source']; target: NonNullable<Loaded['target']> }) {
  const { t } = useTranslation('crowdAdmin');
  const navigation = useNavigation();
  const merging = navigation.state === 'submitting' && navigation.formData?.has('targetIdeaId');
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium">{t('ideas.merge.confirmTitle', { source: source.name, target: target.name })}</p>
      <p className="text-sm text-muted-foreground">
        {t('ideas.merge.confirmText', {
          source: source.name,
          target: target.name,
          likes: source.likeCount,
          comments: source.commentCount,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="targetIdeaId" value={target.id} />
          <Button type="submit" disabled={merging}>
            <GitMerge aria-hidden />
            {t('ideas.merge.confirm')}
          </Button>
        </Form>
        <Link to={ideaMergePath(source.id)} className={buttonVariants({ variant: 'outline' })}>
          {t('ideas.merge.cancel')}
        </Link>
      </div>
    </div>
  );
}
