import { useTranslation } from 'react-i18next';

/** A legal page: headline and the spec's legal facts, until the full text is supplied. */
export function LegalPage({
  titleKey,
  paragraphKeys,
  effective,
}: {
  titleKey: string;
  paragraphKeys: string[];
  effective?: string;
}) {
  const { t } = useTranslation();
  return (
    <main className="px-4 py-12 md:py-16">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(titleKey)}</h1>
        {effective ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('legal.effectiveFrom', { date: effective })}</p>
        ) : null}
        <div className="mt-8 space-y-5 text-base leading-relaxed text-foreground/90">
          {paragraphKeys.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </div>
        <p className="mt-10 rounded-lg border-l-4 border-secondary bg-accent-50 p-4 text-sm text-muted-foreground">
          {t('legal.placeholderNotice')}
        </p>
      </article>
    </main>
  );
}
