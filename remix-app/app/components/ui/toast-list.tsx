import * as ToastPrimitive from '@radix-ui/react-toast';
import type { TToastVariant } from '@crowd/contracts/enums';
import { cva } from 'class-variance-authority';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { forwardRef, Suspense, useEffect, useState, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Message, useMessageText } from '~/i18n/message';
import type { Toast } from '~/lib/toast';
import { cn } from '~/lib/utils';

const ToastProvider = ToastPrimitive.Provider;

const ToastViewport = forwardRef<
  ElementRef<typeof ToastPrimitive.Viewport>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>
>(({ className, ...props }, ref) => (
  <ToastPrimitive.Viewport
    ref={ref}
    className={cn(
      'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md',
      className,
    )}
    {...props}
  />
));
ToastViewport.displayName = ToastPrimitive.Viewport.displayName;

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border-l-4 bg-background p-4 pr-10 shadow-lg ring-1 ring-black/5',
  {
    variants: {
      variant: {
        SUCCESS: 'border-l-success',
        ERROR: 'border-l-destructive',
        INFO: 'border-l-info',
        WARNING: 'border-l-warning',
      },
    },
    defaultVariants: { variant: 'INFO' },
  },
);

const ICONS: Record<TToastVariant, typeof Info> = {
  SUCCESS: CheckCircle2,
  ERROR: XCircle,
  INFO: Info,
  WARNING: AlertTriangle,
};
const ICON_COLORS: Record<TToastVariant, string> = {
  SUCCESS: 'text-success',
  ERROR: 'text-destructive',
  INFO: 'text-info',
  WARNING: 'text-warning',
};

/**
 * A toast's text: message keys live in the `messages` namespace, other texts name theirs
 * (`common:…`). Its toast waits for them (suspends): Radix announces a toast's text as it mounts.
 */
const useToastText = (toast: Pick<Toast, 'message' | 'values'>): string =>
  useMessageText({ text: toast.message, values: toast.values, orElse: 'default_error' });

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useToastText(toast);
  const Icon = ICONS[toast.type];
  return (
    <ToastPrimitive.Root
      duration={toast.durationMs}
      type={toast.type === 'ERROR' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={toastVariants({ variant: toast.type })}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', ICON_COLORS[toast.type])} aria-hidden />
      <ToastPrimitive.Description className="text-sm font-medium">{text}</ToastPrimitive.Description>
      <ToastPrimitive.Close
        className="absolute right-2 top-2 rounded-md p-1 opacity-60 hover:opacity-100"
        aria-label={t('actions.close')}
      >
        <X className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Radix's toasts: a chunk of its own (`Toaster` in `toast`), loaded with the first toast a browser
 * is shown.
 */
export function ToastList({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    if (toast) setToasts((current) => (current.some((item) => item.id === toast.id) ? current : [...current, toast]));
  }, [toast]);

  return (
    <ToastProvider swipeDirection="right">
      {toasts.map((item) => (
        <Suspense key={item.id} fallback={null}>
          <ToastItem toast={item} onClose={() => setToasts((current) => current.filter((x) => x.id !== item.id))} />
        </Suspense>
      ))}
      <ToastViewport label={t('notifications.region')} data-toast-viewport="" />
      {toast ? <NoScriptToast toast={toast} /> : null}
    </ToastProvider>
  );
}

/** Without JavaScript the toast is rendered in place (Radix only renders toasts after hydration). */
function NoScriptToast({ toast }: { toast: Toast }) {
  const Icon = ICONS[toast.type];
  return (
    <noscript>
      <div role="status" className="fixed bottom-4 right-4 z-[100] w-[calc(100%-2rem)] sm:max-w-md">
        <div className={toastVariants({ variant: toast.type })}>
          <Icon className={cn('mt-0.5 size-5 shrink-0', ICON_COLORS[toast.type])} aria-hidden />
          <p className="text-sm font-medium">
            <Message text={toast.message} values={toast.values} orElse="default_error" />
          </p>
        </div>
      </div>
    </noscript>
  );
}
