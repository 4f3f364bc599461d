import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { LegalPage } from '~/features/legal/legal-page';

export default function ServiceAgreement() {
  return <LegalPage document="terms" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
