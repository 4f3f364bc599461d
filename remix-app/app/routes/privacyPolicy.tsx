import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { LegalPage } from '~/features/legal/legal-page';

export default function PrivacyPolicy() {
  return <LegalPage document="privacy" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
