import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { LEGAL_DOCUMENTS, LegalText, type LegalDocument } from '~/features/legal/legal-page';
import { useAuthRoot } from './auth-root';

/**
 * A link to a legal page that opens the text in a dialog. Without JavaScript it is a plain link to
 * the page (on the main site from the login host, which serves nothing but sign-in).
 */
function LegalDialogLink({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  const { onLoginHost, mainSiteUrl } = useAuthRoot();
  const [open, setOpen] = useState(false);
  const { path, titleKey } = LEGAL_DOCUMENTS[document];
  const href = onLoginHost ? `${mainSiteUrl.replace(/\/$/, '')}${path}` : path;
  return (
    <>
      <a
        href={href}
        className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
          <DialogTitle className="pr-8 text-2xl font-bold tracking-tight">{t(titleKey)}</DialogTitle>
          <DialogDescription className="sr-only">{t(titleKey)}</DialogDescription>
          <div className="flex flex-col gap-5">
            <LegalText document={document} headingLevel={3} />
          </div>
        </DialogContent>
      </Dialog>
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
