import { Suspense, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useDialogOnDemand } from '~/components/ui/dialog-on-demand';
import { LEGAL_DOCUMENTS, type LegalDocument } from '~/features/legal/legal-page';
import { lazyComponents } from '~/lib/lazy-components';
import { useAuthRoot } from './auth-root';

const legalDialog = lazyComponents(() => import('./legal-dialog'));
const LegalDialog = legalDialog.component((module) => module.LegalDialog);

/**
 * A link to a legal page that opens the text in a dialog. Without JavaScript it is a plain link to
 * the page (on the main site from the login host, which serves nothing but sign-in).
 */
function LegalDialogLink({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  const { onLoginHost, mainSiteUrl } = useAuthRoot();
  const { open, setOpen, mounted, returnFocus, triggerProps } = useDialogOnDemand(legalDialog.preload);
  const { path } = LEGAL_DOCUMENTS[document];
  const href = onLoginHost ? `${mainSiteUrl.replace(/\/$/, '')}${path}` : path;
  return (
    <>
      <a
        href={href}
        className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
        {...triggerProps}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <LegalDialog document={document} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}

/** "By continuing you agree to the terms of service and the privacy policy", both opening dialogs. */
export function LegalNotice() {
  return (
    <p className="max-w-xs text-center text-xs leading-relaxed text-muted-foreground">
      <Trans
        ns="auth"
        i18nKey="legalNotice"
        components={{
          terms: <LegalDialogLink document="terms" />,
          privacy: <LegalDialogLink document="privacy" />,
        }}
      />
    </p>
  );
}
