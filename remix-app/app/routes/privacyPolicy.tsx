import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { LegalPage } from '~/features/legal/legal-page';

export default function PrivacyPolicy() {
  return (
    <LegalPage
      titleKey="legal.privacyTitle"
      paragraphKeys={['legal.privacyData', 'legal.privacyPurpose', 'legal.privacyErasure', 'legal.privacyCookies']}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
