import { Link, useLoaderData } from '@remix-run/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { loadLikePage, loadSharePage } from './idea-actions.server';
import { LikeQuestionnaireForm } from './like-questionnaire-form';
import { ShareForm } from './share-form';

/** A page of one of the idea's dialogs, for browsers without JavaScript: its title, the idea, the form. */
function IdeaSubpage({
  title,
  description,
  ideaName,
  children,
}: {
  title: string;
  description: string;
  ideaName: string;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-xl gap-6 rounded-xl border bg-card p-6 shadow-sm">
        <div className="grid gap-1.5">
          <p className="text-sm font-medium text-secondary">{ideaName}</p>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </div>
    </div>
  );
}

function BackToIdea({ ideaId }: { ideaId: number }) {
  const { t } = useTranslation('crowdSite');
  return (
    <Button asChild variant="outline">
      <Link to={`/idea/${ideaId}`}>
        <ArrowLeft aria-hidden />
        {t('idea.back')}
      </Link>
    </Button>
  );
}

/** `/idea/{id}/like`: the like questionnaire, then the like. */
export function LikePage() {
  const { page } = useLoaderData<typeof loadLikePage>();
  const { t } = useTranslation('crowdSite');
  if (!page) return null;
  return (
    <IdeaSubpage
      title={t('idea.questionnaire.title')}
      description={t('idea.questionnaire.description')}
      ideaName={page.idea.name}
    >
      <LikeQuestionnaireForm questionnaire={page.questionnaire} action={`/idea/${page.idea.id}/like`}>
        <BackToIdea ideaId={page.idea.id} />
      </LikeQuestionnaireForm>
    </IdeaSubpage>
  );
}

/** `/idea/{id}/share`: the share form. */
export function SharePage() {
  const { page } = useLoaderData<typeof loadSharePage>();
  const { t } = useTranslation('crowdSite');
  if (!page) return null;
  return (
    <IdeaSubpage title={t('idea.share.title')} description={t('idea.share.description')} ideaName={page.idea.name}>
      <ShareForm action={`/idea/${page.idea.id}/share`}>
        <BackToIdea ideaId={page.idea.id} />
      </ShareForm>
    </IdeaSubpage>
  );
}
