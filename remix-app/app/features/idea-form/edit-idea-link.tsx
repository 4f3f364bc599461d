import type { TIdea } from '@crowd/contracts/schemas';
import { Link } from '@remix-run/react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useSignedInUser } from '~/features/shell/reader-parts';

/** The idea page's edit button, for the idea's owner only (spec 6); the edit page checks it again. */
export function EditIdeaLink({ idea }: { idea: Pick<TIdea, 'id' | 'ownerId'> }) {
  const { t } = useTranslation('crowdSite');
  const user = useSignedInUser();
  if (!user || idea.ownerId !== user.id) return null;
  return (
    <Button asChild variant="outline">
      <Link to={`/idea/${idea.id}/edit`}>
        <Pencil aria-hidden />
        {t('ideaForm.edit')}
      </Link>
    </Button>
  );
}
