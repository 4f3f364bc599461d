import type { TToastVariant } from '@crowd/contracts/enums';
import { TOAST_DURATION_MS } from '@crowd/contracts/limits';

export interface Toast {
  id: string;
  type: TToastVariant;
  /** A message key (namespace `messages`) or a `ns:key` translation key. */
  message: string;
  values?: Record<string, string | number>;
  durationMs: number;
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs' | 'type'> & {
  type?: TToastVariant;
  durationMs?: number;
};

/** Request errors stay 5 s, everything else 3 s; login errors pass TOAST_DURATION_MS.loginError. */
export const defaultToastDuration = (type: TToastVariant): number =>
  type === 'ERROR' ? TOAST_DURATION_MS.requestError : TOAST_DURATION_MS.default;
