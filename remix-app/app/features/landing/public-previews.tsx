import type { TPublicCrowdCard, TPublicIdeaCard } from '@crowd/contracts/schemas';
import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import { Link } from '@remix-run/react';
import { Heart, Lightbulb, MessageCircle, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '~/lib/author-name';
import { padPreview } from './preview-list';
import { PLACEHOLDER_CROWD_TIER, subscribeHref } from './subscribe-link';
import { Section } from './section';
import { dateTimeFormat } from '~/lib/intl-formats';

/** The widest each picture shows: a crowd card's column, an idea row's thumbnail. */
const CROWD_IMAGE_SIZES = '(min-width: 1024px) 220px, (min-width: 768px) 33vw, (min-width: 450px) 50vw, 100vw';
const IDEA_IMAGE_SIZES = '112px';

function CardImage({ fileId, fallback, sizes }: { fileId: number | null; fallback: ReactNode; sizes: string }) {
  return (
    <div className="flex aspect-[16/9] items-center justify-center overflow-hidden bg-brand-50 text-brand-500 [&_svg]:size-10">
      {fileId === null ? (
        fallback
      ) : (
        <img
          src={fileHref(fileId, 320)}
          srcSet={fileSrcSet(fileId, IMAGE_WIDTHS)}
          sizes={sizes}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      )}
    </div>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <span className="inline-flex items-center gap-1 [&_svg]:size-4">
      {icon}
      <span className="sr-only">{label}:</span>
      {value}
    </span>
  );
}

function CrowdCard({ crowd }: { crowd: TPublicCrowdCard }) {
  const { t, i18n } = useTranslation('landing');
  const since = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(crowd.createdAt),
  );
  return (
    <li className="relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CardImage fileId={crowd.featuredImageId} fallback={<Users aria-hidden />} sizes={CROWD_IMAGE_SIZES} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          <a
            href={crowd.link}
            className="after:absolute after:inset-0 focus:outline-none"
            aria-label={t('publicCrowds.visit', { title: crowd.title })}
          >
            {crowd.title}
          </a>
        </h3>
        {crowd.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{crowd.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <Stat icon={<Lightbulb aria-hidden />} label={t('publicCrowds.ideas')} value={crowd.ideaCount} />
          <Stat icon={<Heart aria-hidden />} label={t('publicCrowds.likes')} value={crowd.likeSum} />
          <span className="text-xs">{t('publicCrowds.since', { date: since })}</span>
        </div>
      </div>
    </li>
  );
}

function CrowdPlaceholder() {
  const { t } = useTranslation('landing');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-dashed bg-muted/30 focus-within:ring-2 focus-within:ring-ring">
      <div className="flex aspect-[16/9] items-center justify-center text-muted-foreground [&_svg]:size-10">
        <Plus aria-hidden />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">{t('publicCrowds.placeholderTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('publicCrowds.placeholderText')}</p>
        <Link
          to={subscribeHref(PLACEHOLDER_CROWD_TIER)}
          className="mt-auto pt-2 text-sm font-semibold text-primary hover:underline"
          data-placeholder="crowd"
        >
          {t('publicCrowds.placeholderCta')}
        </Link>
      </div>
    </li>
  );
}

/** Public crowds, padded with invitations to start one (spec 2.10). */
export function PublicCrowdsSection({ crowds }: { crowds: TPublicCrowdCard[] }) {
  const { t } = useTranslation('landing');
  return (
    <Section id="public-crowds" title={t('publicCrowds.title')} intro={t('publicCrowds.text')}>
      <ul
        className="grid grid-cols-1 gap-5 min-[450px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
        data-list="public-crowds"
      >
        {padPreview(crowds).map((crowd, index) =>
          crowd ? <CrowdCard key={crowd.id} crowd={crowd} /> : <CrowdPlaceholder key={`placeholder-${index}`} />,
        )}
      </ul>
    </Section>
  );
}

function IdeaRow({ idea }: { idea: TPublicIdeaCard }) {
  const { t } = useTranslation('landing');
  return (
    <li className="relative flex gap-4 rounded-xl border bg-card p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-28">
        <CardImage fileId={idea.featuredImageId} fallback={<Lightbulb aria-hidden />} sizes={IDEA_IMAGE_SIZES} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold">
          <a href={idea.link} className="after:absolute after:inset-0 focus:outline-none">
            {idea.name}
          </a>
        </h3>
        <p className="truncate text-xs text-muted-foreground">
          {t('ideas.byIn', { author: authorName(idea.creatorName, t), crowd: idea.crowdTitle })}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{idea.description}</p>
        <div className="mt-1 flex gap-4 text-sm text-muted-foreground">
          <Stat icon={<Heart aria-hidden />} label={t('ideas.likes')} value={idea.likeCount} />
          <Stat icon={<MessageCircle aria-hidden />} label={t('ideas.comments')} value={idea.commentCount} />
        </div>
      </div>
    </li>
  );
}

function IdeaPlaceholder() {
  const { t } = useTranslation('landing');
  return (
    <li className="relative flex items-center gap-4 rounded-xl border border-dashed bg-muted/30 p-3 focus-within:ring-2 focus-within:ring-ring">
      <div className="flex aspect-[16/9] w-24 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground sm:w-28 [&_svg]:size-8">
        <Lightbulb aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to="/register" className="after:absolute after:inset-0 focus:outline-none" data-placeholder="idea">
            {t('ideas.placeholderTitle')}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{t('ideas.placeholderText')}</p>
      </div>
    </li>
  );
}

/** The most liked or the newest ideas of public crowds, padded with invitations to share one. */
export function IdeasSection({
  id,
  title,
  intro,
  ideas,
  className,
}: {
  id: string;
  title: string;
  intro: string;
  ideas: TPublicIdeaCard[];
  className?: string;
}) {
  return (
    <Section id={id} title={title} intro={intro} className={className}>
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-2" data-list={id}>
        {padPreview(ideas).map((idea, index) =>
          idea ? <IdeaRow key={idea.id} idea={idea} /> : <IdeaPlaceholder key={`placeholder-${index}`} />,
        )}
      </ol>
    </Section>
  );
}
