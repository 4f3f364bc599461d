import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { SwitchCheckbox } from '~/features/crowd-admin/users/switch-checkbox';
import { IdeaForm } from '~/features/idea-form/idea-form';
import { IDEAS_PATH } from './ideas-paths';
import { IDEA_TAG_FIELDS } from './idea-admin-forms';
import type { loadIdeaEdit } from './idea-edit.server';

/** The edit tab (first): the crowd site's idea form with the admin's featured, rewarded and implemented tags. */
export function IdeaEditTab() {
  const { t } = useTranslation('crowdAdmin');
  const { categories, idea, tags } = useLoaderData<typeof loadIdeaEdit>();
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild>
          <h2>{t('ideas.edit.title')}</h2>
        </CardTitle>
        <CardDescription>{t('ideas.edit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {/* A new form after each save, so it shows what was saved (and the new version). */}
        <IdeaForm
          key={idea.version}
          mode="admin"
          categories={categories}
          questions={[]}
          idea={idea}
          categoryId={idea.categoryId}
          cancelTo={IDEAS_PATH}
        >
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">{t('ideas.edit.tags.legend')}</legend>
            <p className="text-xs text-muted-foreground">{t('ideas.edit.tags.hint')}</p>
            {IDEA_TAG_FIELDS.map((tag) => (
              <label key={tag} className="flex items-center gap-3 text-sm font-medium">
                <SwitchCheckbox name={tag} defaultChecked={tags[tag]} />
                {t(`common:ideaTags.${tag}`)}
              </label>
            ))}
          </fieldset>
        </IdeaForm>
      </CardContent>
    </Card>
  );
}
