import { Form } from '@remix-run/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

export interface ConfirmDialogProps {
  /** The element that opens the dialog. */
  trigger: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  /** Posts these fields to `action` when confirmed (the usual case: a delete action). */
  form?: { action?: string; method?: 'post' | 'put' | 'delete'; fields: Record<string, string> };
  /** Called when confirmed, instead of (or besides) posting the form. */
  onConfirm?: () => void;
  /** Renders the confirming control itself (e.g. a ValidatedForm) instead of the button; `close` shuts the dialog. */
  renderConfirm?: (close: () => void) => ReactNode;
  destructive?: boolean;
}

/** The confirmation dialog itself, a chunk of its own (`ConfirmDialog` opens it). */
export function ConfirmDialogBody({
  open,
  onOpenChange: setOpen,
  returnFocus,
  title,
  description,
  confirmLabel,
  form,
  onConfirm,
  renderConfirm,
  destructive = true,
}: Omit<ConfirmDialogProps, 'trigger'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const confirmButton = (
    <Button
      type={form ? 'submit' : 'button'}
      variant={destructive ? 'destructive' : 'default'}
      onClick={() => {
        onConfirm?.();
        if (!form) setOpen(false);
      }}
    >
      {confirmLabel ?? (destructive ? t('actions.delete') : t('actions.confirm'))}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent role="alertdialog" hideClose returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title ?? t('dialog.confirmTitle')}</DialogTitle>
          <DialogDescription>{description ?? t('dialog.deleteText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('actions.cancel')}</Button>
          </DialogClose>
          {renderConfirm ? (
            renderConfirm(() => setOpen(false))
          ) : form ? (
            <Form method={form.method ?? 'post'} action={form.action} onSubmit={() => setOpen(false)}>
              {Object.entries(form.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {confirmButton}
            </Form>
          ) : (
            confirmButton
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
