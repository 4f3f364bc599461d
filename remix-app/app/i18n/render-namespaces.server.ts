import { isUiNamespace, UI_NAMESPACES, type TUiNamespace } from '@crowd/i18n/ui';
import type { i18n as I18n, TOptions } from 'i18next';
import { PAGE_NAMESPACES_ID } from './config';
import { standInFor, type FixedT } from './fixed-t.server';

/**
 * A language's shared i18next instance for one render, noting the namespace of every text the page
 * takes from it (through `useTranslation`'s fixed `t`, `Trans` or a `t('ns:key')`): the browser then
 * loads exactly those before hydrating, and no other page's texts. The instance itself stays
 * shared; this view of it costs one object per render.
 */
export function recordingI18n(instance: I18n): { i18n: I18n; namespaces: () => TUiNamespace[] } {
  const used = new Set<string>();
  const note = (key: unknown, options: unknown, fixedNs?: unknown) => {
    const optionNs = typeof options === 'object' && options !== null ? (options as TOptions).ns : undefined;
    for (const one of Array.isArray(key) ? key : [key]) {
      const prefix = typeof one === 'string' && one.includes(':') ? one.slice(0, one.indexOf(':')) : undefined;
      if (isUiNamespace(prefix)) used.add(prefix);
      else
        for (const ns of [optionNs ?? fixedNs ?? instance.options.defaultNS].flat())
          if (typeof ns === 'string') used.add(ns);
    }
  };
  // i18next binds its methods to the instance, so both ways in are replaced on this view of it.
  const i18n: I18n = Object.create(instance);
  i18n.t = ((...args: Parameters<I18n['t']>) => {
    note(args[0], args[1]);
    return instance.t(...args);
  }) as I18n['t'];
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixed: FixedT = instance.getFixedT(...args);
    return standInFor(fixed, (...tArgs) => {
      note(tArgs[0], tArgs[1], fixed.ns);
      return fixed(...tArgs);
    });
  }) as I18n['getFixedT'];
  return { i18n, namespaces: () => UI_NAMESPACES.filter((ns) => used.has(ns)) };
}

/**
 * The list for the page's end: a data block (not a script to run), with the page's nonce all the
 * same, as every inline script of ours carries it.
 */
export const namespacesTag = (namespaces: readonly TUiNamespace[], nonce: string): string =>
  `<script type="application/json" id="${PAGE_NAMESPACES_ID}" nonce="${nonce}">${JSON.stringify(namespaces)}</script>`;
