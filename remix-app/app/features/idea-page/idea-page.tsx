import { fileHref } from '@crowd/contracts/files';
import type { TIdea, TIdeaReaderResponse, TIdeaViewer } from '@crowd/contracts/schemas';
import { useLoaderData } from '@remix-run/react';
import { Eye, Heart, MessageSquare, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { authorName } from '~/lib/author-name';
import { useHydrated } from '~/components/form/use-hydrated';
import { Avatar, AvatarFallback, AvatarImage, initials } from '~/components/ui/avatar';
import { StateChip, TagChip } from '~/components/ui/idea-chips';
import { RichText } from '~/components/ui/rich-text';
import { IdeaComments } from '~/features/idea-comments/idea-comments';
import { EditIdeaLink } from '~/features/idea-form/edit-idea-link';
import { IdeaGallery } from './idea-gallery';
import type { IdeaPageData, loadIdeaPage } from './idea-page.server';
import { useReaderPartsState, type ReaderPartsHandle, type ReaderPartsState } from '~/features/shell/reader-parts';
import { ReaderPart } from '~/features/shell/reader-slot';
import { IDEA_SLOTS } from './idea-slots';
import { LikeControl } from './like-control';
import { IdeaRating } from './idea-rating';
import { ShareControl } from './share-control';
import { SiteIdeaStateMenu } from './site-state-menu';
import { dateTimeFormat } from '~/lib/intl-formats';

/**
 * `/idea/{id}` on a crowd's site: the idea, its gallery, like, rating, share and counts, then the
 * comments section, where the idea's comments (features/idea-comments) are shown.
 */
export function IdeaPage() {
  const { page } = useLoaderData<typeof loadIdeaPage>();
  const reader = useReaderPartsState();
  if (!page) return null;
  const { idea } = page;
  const { viewer, viewerId, pending } = readerOfPage(page, reader);
  return (
    <div className="px-4 py-8 sm:py-12">
      <article aria-labelledby="idea-title" className="mx-auto grid max-w-4xl gap-8">
        <IdeaHeader idea={idea} />
        <IdeaGallery idea={idea} />
        <RichText html={idea.description} className="text-base leading-relaxed" />
        <IdeaCounts idea={idea} />
        <div className="flex flex-wrap items-center gap-3 border-y py-4">
          <ReaderPart slot={IDEA_SLOTS.like} shared={page.readerPending}>
            <LikeControl page={page} viewer={viewer} pending={pending} />
          </ReaderPart>
          <ShareControl idea={idea} signedIn={viewer !== null} loginUrl={page.loginUrl} />
          <EditIdeaLink idea={idea} />
          {page.staff ? <SiteIdeaStateMenu idea={idea} /> : null}
        </div>
        <IdeaRating idea={idea} viewer={viewer} pending={pending} shared={page.readerPending} />
      </article>
      <section id="comments" aria-labelledby="comments-title" className="mx-auto mt-12 max-w-4xl">
        <IdeaComments page={{ ...page.comments, viewerId }} readerPending={pending} />
      </section>
    </div>
  );
}

/** The route's handle: a page shared with the crowd's readers fills in the reader's parts from the idea's reader call. */
export const ideaPageHandle: ReaderPartsHandle = {
  readerPartsPath: (data) =>
    (data as { page: Pick<IdeaPageData, 'readerPartsPath'> | null } | undefined)?.page?.readerPartsPath ?? null,
};

/** Until a shared page's reader parts come, the controls show a state that is nobody's and wait. */
const NO_STATE_YET: TIdeaViewer = { liked: false, rating: null, likeQuestionnaireAnswered: false, creationAnswers: [] };

/**
 * The reader's state of the idea and who they are: from the page's own data, or, on a page shared
 * with every reader of their role, from their reader parts (`pending` until those came; a refusal
 * leaves the page as for a visitor).
 */
function readerOfPage(
  page: Pick<IdeaPageData, 'viewer' | 'readerPending' | 'comments'>,
  { parts }: ReaderPartsState,
): { viewer: TIdeaViewer | null; viewerId: number | null; pending: boolean } {
  if (!page.readerPending) return { viewer: page.viewer, viewerId: page.comments.viewerId, pending: false };
  if (!parts) return { viewer: NO_STATE_YET, viewerId: null, pending: true };
  const viewer = (parts.answer as Partial<TIdeaReaderResponse> | null)?.viewer ?? null;
  return { viewer: parts.user ? viewer : null, viewerId: parts.user?.id ?? null, pending: false };
}

function IdeaHeader({ idea }: { idea: TIdea }) {
  const { t, i18n } = useTranslation('crowdSite');
  const hydrated = useHydrated();
  // The server does not know the reader's time zone: UTC until the browser takes over.
  const date = dateTimeFormat(i18n.language, {
    dateStyle: 'long',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  }).format(new Date(idea.createdAt));
  return (
    <header className="grid gap-4">
      <ul aria-label={t('idea.chips')} className="flex flex-wrap gap-2">
        <li>
          <StateChip state={idea.ideaState} />
        </li>
        {idea.tags.map((tag) => (
          <li key={tag}>
            <TagChip tag={tag} />
          </li>
        ))}
      </ul>
      <h1 id="idea-title" className="break-words text-3xl font-bold tracking-tight sm:text-4xl">
        {idea.name}
      </h1>
      <div className="flex items-center gap-3">
        <Avatar>
          {idea.creatorAvatarImageId ? <AvatarImage src={fileHref(idea.creatorAvatarImageId, 80)} alt="" /> : null}
          <AvatarFallback aria-hidden>{initials(idea.creatorName) || '?'}</AvatarFallback>
        </Avatar>
        <p className="text-sm">
          <span className="font-medium">{authorName(idea.creatorName, t)}</span>
          <span className="text-muted-foreground">
            {' · '}
            <time dateTime={idea.createdAt}>{date}</time>
          </span>
        </p>
      </div>
    </header>
  );
}

function IdeaCounts({ idea }: { idea: TIdea }) {
  const { t } = useTranslation('crowdSite');
  const counts = [
    { key: 'likes', icon: Heart, value: idea.likeCount },
    { key: 'comments', icon: MessageSquare, value: idea.commentCount },
    { key: 'shares', icon: Share2, value: idea.shareCount },
    { key: 'views', icon: Eye, value: idea.viewCount },
  ] as const;
  return (
    <dl aria-label={t('idea.counts.title')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map(({ key, icon: Icon, value }) => (
        <div key={key} className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon className="size-4 text-secondary" aria-hidden />
            {t(`idea.counts.${key}`)}
          </dt>
          <dd className="text-lg font-semibold tabular-nums" data-count={key}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
