import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { LegalPage } from '~/features/legal/legal-page';
import { useTranslation } from 'react-i18next';

export default function ServiceAgreement() {
  const { t } = useTranslation();
  return (
    <LegalPage
      titleKey="legal.termsTitle"
      effective={t('legal.termsEffectiveDate')}
      paragraphKeys={['legal.termsFee', 'legal.termsLanguage', 'legal.termsChanges']}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
