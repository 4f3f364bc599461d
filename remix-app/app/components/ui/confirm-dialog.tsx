import { Form } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
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
  DialogTrigger,
} from './dialog';

export interface ConfirmDialogProps {
  /** The element that opens the dialog (rendered as the Radix trigger). */
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

/** Asks before a destructive action. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  form,
  onConfirm,
  renderConfirm,
  destructive = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog" hideClose>
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
