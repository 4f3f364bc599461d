import { useCallback, useRef, useState } from 'react';

/**
 * The state of a dialog whose module (with Radix's dialog, ~14 KB gzip) loads on its first
 * opening, so that a page that only might open it does not carry it: `mounted` turns true with the
 * first opening and stays (Radix then closes and reopens it as usual); `returnFocus` is the element
 * that had focus when it opened, where focus goes back on closing (the dialog has no Radix
 * trigger); `triggerProps` go on the opening control: its popup for assistive technology, and the
 * module's loading started as a pointer or focus comes near it.
 */
export function useDialogOnDemand(preload: () => Promise<unknown>) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const setOpen = useCallback((next: boolean) => {
    if (next) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMounted(true);
    }
    setOpenState(next);
  }, []);
  const warm = useCallback(() => void preload(), [preload]);
  return {
    open,
    setOpen,
    mounted,
    returnFocus,
    triggerProps: { 'aria-haspopup': 'dialog', 'aria-expanded': open, onPointerEnter: warm, onFocus: warm } as const,
  };
}
