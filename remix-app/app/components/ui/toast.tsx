import { Suspense, useEffect, useState } from 'react';
import type { Toast } from '~/lib/toast';
import { lazyComponents } from '~/lib/lazy-components';

/** A page that came with a toast loads the list's chunk before hydrating. */
const toastList = lazyComponents(() => import('./toast-list'), { serverMarkup: '[data-toast-viewport]' });
const ToastList = toastList.component((module) => module.ToastList);

/**
 * Shows the toast flashed by the previous action (from the root loader). Most page views flash
 * none, so Radix's toasts load with the first one, and stay (a toast outlives the next navigation).
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(toast !== null);
  useEffect(() => {
    if (toast) setShown(true);
  }, [toast]);
  if (!shown && !toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toast={toast} />
    </Suspense>
  );
}
