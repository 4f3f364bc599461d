import { useActionData, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitNoticeResult } from './ideas-limit';
import { IdeaForm } from './idea-form';
import type { loadCreateIdea, loadEditIdea } from './idea-form.server';
import { LimitNoticePage } from './limit-notice';
import type { SimilarIdeaView } from './similar-ideas.server';

/** The similar ideas the first submit without JavaScript found (`createIdeaAction`), if any. */
const similarFound = (value: unknown): SimilarIdeaView[] | null =>
  value && typeof value === 'object' && 'similar' in value ? (value as { similar: SimilarIdeaView[] }).similar : null;

/** The action's answer when it was the limit notice's button (a refused form answers field errors). */
const noticeResult = (value: unknown): LimitNoticeResult | undefined =>
  value && typeof value === 'object' && 'notified' in value ? (value as LimitNoticeResult) : undefined;

function FormPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="px-4 py-8 sm:py-12">
      <div className="mx-auto grid max-w-3xl gap-8">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{intro}</p>
        </header>
        {children}
      </div>
    </div>
  );
}

/** `/createIdea`: the form, or the limit notice while the crowd is full. */
export function CreateIdeaPage() {
  const { page } = useLoaderData<typeof loadCreateIdea>();
  const actionData = useActionData<unknown>();
  const { t } = useTranslation('crowdSite');
  if (!page) return null;
  if (page.kind === 'full') return <LimitNoticePage result={noticeResult(actionData)} />;
  return (
    <FormPage title={t('ideaForm.createTitle')} intro={t('ideaForm.createIntro')}>
      <IdeaForm
        mode="create"
        categories={page.categories}
        questions={page.questions}
        idea={null}
        categoryId={page.categoryId}
        cancelTo="/"
        similar={{ confirm: similarFound(actionData) }}
      />
    </FormPage>
  );
}

/** `/idea/{id}/edit`: the owner's form, filled with the idea. */
export function EditIdeaPage() {
  const { page } = useLoaderData<typeof loadEditIdea>();
  const { t } = useTranslation('crowdSite');
  if (!page) return null;
  return (
    <FormPage title={t('ideaForm.editTitle')} intro={t('ideaForm.editIntro')}>
      <IdeaForm
        mode="edit"
        categories={page.categories}
        questions={page.questions}
        idea={page.idea}
        categoryId={page.categoryId}
        answers={page.answers}
        cancelTo={`/idea/${page.idea.id}`}
      />
    </FormPage>
  );
}
