import type { TIdea } from '@crowd/contracts/schemas';
import { Link } from '@remix-run/react';
import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { lazyComponents } from '~/lib/lazy-components';

/** The share dialog and its form (zod, remix-validated-form): loaded only for a signed-in reader. */
const shareForm = lazyComponents(() => import('./share-form'));
const ShareDialog = shareForm.component((module) => module.ShareDialog);

/**
 * The share button (spec 2.9): signed out a link to sign in and back; signed in a link to the
 * share page, which with JavaScript opens the share dialog instead.
 */
export function ShareControl({
  idea,
  signedIn,
  loginUrl,
}: {
  idea: Pick<TIdea, 'id'>;
  signedIn: boolean;
  loginUrl: string;
}) {
  const { t } = useTranslation('crowdSite');
  const [open, setOpen] = useState(false);
  const content = (
    <>
      <Share2 aria-hidden />
      {t('idea.share.button')}
    </>
  );
  if (!signedIn)
    return (
      <Button asChild variant="outline">
        <Link to={loginUrl}>{content}</Link>
      </Button>
    );
  return (
    <>
      <Button asChild variant="outline">
        <Link
          to={`/idea/${idea.id}/share`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {content}
        </Link>
      </Button>
      <Suspense fallback={null}>
        <ShareDialog ideaId={idea.id} open={open} onOpenChange={setOpen} />
      </Suspense>
    </>
  );
}
