import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export function Footer({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-muted/40 px-4">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 py-6 text-sm text-muted-foreground sm:flex-row">
        <p>{t('footer.copyright', { year })}</p>
        <nav className="flex gap-5">
          <Link to="/serviceAgreement" className="hover:text-foreground hover:underline">
            {t('footer.termsOfService')}
          </Link>
          <Link to="/privacyPolicy" className="hover:text-foreground hover:underline">
            {t('footer.privacyPolicy')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
