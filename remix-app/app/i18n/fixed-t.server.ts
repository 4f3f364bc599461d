import type { TFunction } from 'i18next';

/** A `t` from `getFixedT`: i18next keeps the fixed language, namespace and key prefix on the function (untyped). */
export type FixedT = TFunction & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * `call` standing in for `fixed`, carrying what i18next keeps on a fixed `t`, so that whoever reads
 * the function's language, namespace or key prefix (react-i18next, another wrapper) reads them.
 */
export const standInFor = (fixed: FixedT, call: (...args: Parameters<TFunction>) => unknown): FixedT =>
  Object.assign(call as unknown as TFunction, {
    lng: fixed.lng,
    lngs: fixed.lngs,
    ns: fixed.ns,
    keyPrefix: fixed.keyPrefix,
  });
