import { Slot } from '@radix-ui/react-slot';
import { Suspense } from 'react';
import { lazyComponents } from '~/lib/lazy-components';
import type { ConfirmDialogProps } from './confirm-dialog-body';
import { useDialogOnDemand } from './dialog-on-demand';

const body = lazyComponents(() => import('./confirm-dialog-body'));
const ConfirmDialogBody = body.component((module) => module.ConfirmDialogBody);

/** Asks before a destructive action; the dialog's module loads when it first opens. */
export function ConfirmDialog({ trigger, ...props }: ConfirmDialogProps) {
  const dialog = useDialogOnDemand(body.preload);
  return (
    <>
      <Slot
        {...dialog.triggerProps}
        onClick={(event) => {
          if (!event.defaultPrevented) dialog.setOpen(true);
        }}
      >
        {trigger}
      </Slot>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ConfirmDialogBody
            {...props}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={dialog.returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
