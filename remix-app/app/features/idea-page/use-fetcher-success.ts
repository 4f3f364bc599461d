import { useEffect, useRef } from 'react';

/**
 * Calls `onSuccess` when a fetcher's submission ends without new data: the action redirected (a
 * refused form answers with its errors as data instead).
 */
export function useFetcherSuccess(fetcher: { state: string; data: unknown }, onSuccess: () => void): void {
  const sentWith = useRef<{ data: unknown } | null>(null);
  useEffect(() => {
    if (fetcher.state === 'submitting' && !sentWith.current) sentWith.current = { data: fetcher.data };
    if (fetcher.state !== 'idle' || !sentWith.current) return;
    const answered = fetcher.data !== sentWith.current.data;
    sentWith.current = null;
    if (!answered) onSuccess();
  }, [fetcher.state, fetcher.data, onSuccess]);
}
