import type { TCertificateState, TCrowdDomainStatus, TDnsRecord, TDomainVerification } from '@crowd/contracts/schemas';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/components/form/use-hydrated';
import { VERIFY_DOMAIN } from './profile-forms';
import { dateTimeFormat } from '~/lib/intl-formats';

/**
 * The own domain's proof (decision 029): the DNS records to publish, whether the TXT proof was found
 * at the last look-up, the TLS certificate's state, and (for admins) the Verify button that looks
 * the record up now. `status` (GET /crowd/{crowdId}/domain) is read for admins only and may be
 * missing when that read failed: then the TXT record alone, and no certificate line.
 */
export function DomainProof({
  domain,
  proof,
  status,
  readOnly,
}: {
  domain: string;
  proof: TDomainVerification;
  status: TCrowdDomainStatus | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation('crowdAdmin');
  const verifying = useNavigation().formData?.get('subaction') === VERIFY_DOMAIN;
  const checkedAt = useDateTime(proof.checkedAt);
  const records: TDnsRecord[] = status?.records.length
    ? status.records
    : [{ type: 'TXT', name: proof.recordName, value: proof.recordValue }];
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
      <DnsRecords records={records} />
      <p className="text-sm text-muted-foreground">
        {checkedAt ? t('profile.verification.checkedAt', { date: checkedAt }) : t('profile.verification.neverChecked')}
      </p>
      {status ? <CertificateLine certificate={status.certificate} /> : null}
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

function DnsRecords({ records }: { records: TDnsRecord[] }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <div className="grid gap-1">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium">{t('profile.verification.records')}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('profile.verification.type')}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('profile.verification.name')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('profile.verification.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type} ${record.name}`} className="border-b align-top last:border-0">
              <td className="py-1 pr-4">
                <code>{record.type}</code>
              </td>
              <td className="break-all py-1 pr-4">
                <code className="select-all">{record.name}</code>
              </td>
              <td className="break-all py-1">
                <code className="select-all">{record.value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {records.length > 1 ? (
        <p className="text-sm text-muted-foreground">{t('profile.verification.recordsHint')}</p>
      ) : null}
    </div>
  );
}

const CERTIFICATE_BADGE = { valid: 'success', none: 'muted', invalid: 'destructive' } as const;

/** The certificate the domain answered with just now: valid until when, not issued yet, or what is wrong. */
function CertificateLine({ certificate }: { certificate: TCertificateState }) {
  const { t } = useTranslation('crowdAdmin');
  const validTo = useDateTime(certificate.validTo ?? null);
  const { state } = certificate;
  const text =
    state === 'valid'
      ? t('profile.verification.certificate.validText', { date: validTo })
      : state === 'none'
        ? t('profile.verification.certificate.noneText')
        : t('profile.verification.certificate.invalidText', {
            reason: t(`profile.verification.certificate.reasons.${certificate.reason ?? 'untrusted'}`),
          });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{t('profile.verification.certificate.label')}</span>
      <Badge variant={CERTIFICATE_BADGE[state]}>{t(`profile.verification.certificate.${state}`)}</Badge>
      <span className="text-muted-foreground">{text}</span>
    </p>
  );
}

/** A moment in the reader's language (and time zone once the script runs). */
function useDateTime(iso: string | null): string | null {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  if (iso === null) return null;
  // The server does not know the reader's time zone: UTC until the browser takes over.
  return dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  }).format(new Date(iso));
}
