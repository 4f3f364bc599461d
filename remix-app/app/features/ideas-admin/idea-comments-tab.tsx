import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '~/components/ui/card';
import { IdeaComments } from '~/features/idea-comments/idea-comments';
import type { loadIdeaComments } from './idea-comments.server';

/** The comments tab: the crowd site's comments list on the admin API, where the staff delete any comment. */
export function IdeaCommentsTab() {
  const { t } = useTranslation('crowdAdmin');
  const { page } = useLoaderData<typeof loadIdeaComments>();
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">{t('ideas.comments.description')}</p>
        <IdeaComments page={page} />
      </CardContent>
    </Card>
  );
}
