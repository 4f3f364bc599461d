import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { LegalPage } from '~/features/legal/legal-page';
import { pageMeta } from '~/features/shell/page-meta';

export default function PrivacyPolicy() {
  return <LegalPage document="privacy" />;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
