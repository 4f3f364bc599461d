import { Link, useFetcher } from '@remix-run/react';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimilarIdeaView } from './similar-ideas.server';

/** Milliseconds of quiet typing before the hint asks again. */
const TYPING_PAUSE_MS = 300;

/** The field a form that has shown similar ideas posts, so its next submit adds the idea. */
export const SIMILAR_CHECKED_FIELD = 'similarChecked';

/** The ideas like the draft, each with the way to like it instead of adding it again. */
export function SimilarIdeasList({
  ideas,
  title,
  intro,
}: {
  ideas: readonly SimilarIdeaView[];
  title: string;
  intro: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={title}
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
      data-testid="similar-ideas"
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="text-muted-foreground">{intro}</p>
      <ul className="grid gap-2">
        {ideas.map((idea) => (
          <li key={idea.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span>
              <Link to={`/idea/${idea.id}`} className="font-medium text-primary hover:underline">
                {idea.name}
              </Link>{' '}
              <span className="text-muted-foreground">
                · {t(`ideaStates.${idea.ideaState}`)} ·{' '}
                {t('crowdSite:ideaForm.similar.likes', { likes: idea.likeCount })}
              </span>
            </span>
            <Link to={`/idea/${idea.id}`} className="inline-flex items-center gap-1 text-primary hover:underline">
              <Heart className="size-4" aria-hidden />
              {t('crowdSite:ideaForm.similar.likeInstead')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Under the name as it is typed: the crowd's ideas like it, asked for once typing pauses. */
export function SimilarIdeasHint({ draft }: { draft: string }) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher<{ ideas: SimilarIdeaView[] }>();
  const { load } = fetcher;
  const [asked, setAsked] = useState('');

  useEffect(() => {
    const text = draft.trim();
    if (text === asked) return;
    const timer = setTimeout(() => {
      setAsked(text);
      if (text) load(`/resources/similarIdeas?${new URLSearchParams({ text }).toString()}`);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, asked, load]);

  const ideas = asked ? (fetcher.data?.ideas ?? []) : [];
  return (
    <div aria-live="polite">
      {ideas.length > 0 ? (
        <SimilarIdeasList ideas={ideas} title={t('ideaForm.similar.title')} intro={t('ideaForm.similar.intro')} />
      ) : null}
    </div>
  );
}
