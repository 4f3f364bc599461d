import { useTranslation } from 'react-i18next';

export type LegalDocument = 'terms' | 'privacy';

/** The legal texts: one list, shown by the pages (/serviceAgreement, /privacyPolicy) and the sign-in dialogs. */
export const LEGAL_DOCUMENTS: Record<
  LegalDocument,
  { path: string; titleKey: string; paragraphKeys: string[]; effectiveKey?: string }
> = {
  terms: {
    path: '/serviceAgreement',
    titleKey: 'legal.termsTitle',
    paragraphKeys: ['legal.termsFee', 'legal.termsLanguage', 'legal.termsChanges'],
    effectiveKey: 'legal.termsEffectiveDate',
  },
  privacy: {
    path: '/privacyPolicy',
    titleKey: 'legal.privacyTitle',
    paragraphKeys: ['legal.privacyData', 'legal.privacyPurpose', 'legal.privacyErasure', 'legal.privacyCookies'],
  },
};

/** The body of a legal document (effective date, paragraphs, notice), without its headline. */
export function LegalText({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const { paragraphKeys, effectiveKey } = LEGAL_DOCUMENTS[document];
  return (
    <>
      {effectiveKey ? (
        <p className="text-sm text-muted-foreground">{t('legal.effectiveFrom', { date: t(effectiveKey) })}</p>
      ) : null}
      <div className="space-y-5 text-base leading-relaxed text-foreground/90">
        {paragraphKeys.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
      <p className="rounded-lg border-l-4 border-secondary bg-accent-50 p-4 text-sm text-muted-foreground">
        {t('legal.placeholderNotice')}
      </p>
    </>
  );
}

/** A legal page: headline and the spec's legal facts, until the full text is supplied. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-12 md:py-16">
      <article className="mx-auto flex max-w-3xl flex-col gap-8">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(LEGAL_DOCUMENTS[document].titleKey)}</h1>
        <LegalText document={document} />
      </article>
    </div>
  );
}
