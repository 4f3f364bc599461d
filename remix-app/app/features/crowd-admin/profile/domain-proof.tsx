import type { TDomainVerification } from '@crowd/contracts/schemas';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/components/form/use-hydrated';
import { VERIFY_DOMAIN } from './profile-forms';

/**
 * The own domain's proof (decision 029): the DNS TXT record to publish, whether it was found at the
 * last look-up, and (for admins) the Verify button that looks it up now.
 */
export function DomainProof({
  domain,
  proof,
  readOnly,
}: {
  domain: string;
  proof: TDomainVerification;
  readOnly: boolean;
}) {
  const { t } = useTranslation('crowdAdmin');
  const verifying = useNavigation().formData?.get('subaction') === VERIFY_DOMAIN;
  const checkedAt = useCheckedAt(proof.checkedAt);
  const verified = proof.status === 'verified';
  const text = verified ? 'verifiedText' : proof.served ? 'lapsedText' : 'pendingText';
  return (
    <section aria-labelledby="domain-proof-title" className="grid gap-3 border-t p-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="domain-proof-title" className="font-semibold">
          {t('profile.verification.title', { domain })}
        </h3>
        <Badge variant={verified ? 'success' : 'warning'}>
          {verified ? t('profile.verification.verified') : t('profile.verification.pending')}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t(`profile.verification.${text}`, { domain })}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-medium">{t('profile.verification.type')}</dt>
        <dd>
          <code>TXT</code>
        </dd>
        <dt className="font-medium">{t('profile.verification.name')}</dt>
        <dd className="break-all">
          <code>{proof.recordName}</code>
        </dd>
        <dt className="font-medium">{t('profile.verification.value')}</dt>
        <dd className="break-all">
          <code>{proof.recordValue}</code>
        </dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        {checkedAt ? t('profile.verification.checkedAt', { date: checkedAt }) : t('profile.verification.neverChecked')}
      </p>
      {readOnly ? null : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="subaction" value={VERIFY_DOMAIN} />
          <Button type="submit" variant="outline" disabled={verifying}>
            {verifying ? t('profile.verification.verifying') : t('profile.verification.verify')}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** When the record was last looked up, in the reader's language (and time zone once the script runs). */
function useCheckedAt(iso: string | null): string | null {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  if (iso === null) return null;
  // The server does not know the reader's time zone: UTC until the browser takes over.
  return new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  }).format(new Date(iso));
}
