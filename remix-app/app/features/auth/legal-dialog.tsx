import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { LEGAL_DOCUMENTS, LegalText, type LegalDocument } from '~/features/legal/legal-page';

/** A legal text in a dialog (a chunk of its own with the texts' page: loaded on opening). */
export function LegalDialog({
  document,
  open,
  onOpenChange,
  returnFocus,
}: {
  document: LegalDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('legal');
  const { titleKey } = LEGAL_DOCUMENTS[document];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto" returnFocus={returnFocus}>
        <DialogTitle className="pr-8 text-2xl font-bold tracking-tight">{t(titleKey)}</DialogTitle>
        <DialogDescription className="sr-only">{t(titleKey)}</DialogDescription>
        <div className="flex flex-col gap-5">
          <LegalText document={document} headingLevel={3} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
