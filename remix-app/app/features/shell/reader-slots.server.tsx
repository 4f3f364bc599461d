import type { TLocale } from '@crowd/contracts/locales';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '~/i18n/i18next.server';

/**
 * One reader's parts of a shared page by slot (`ReaderSlot`), each with `state`: all that its
 * markup depends on beyond the page itself (the like part: liked or not), so readers in the same
 * state share one rendering.
 */
export type ReaderParts = Map<string, { state: string; part: ReactElement }>;

/**
 * Renders readers' parts of one page rendering to markup for the page cache (decision 042), each
 * slot once per state and language: most readers of a page are in one of a few states (not liked,
 * not rated), and the page's HTML the parts go into lives as long as this does.
 */
export function readerPartsRenderer(): (parts: ReaderParts, locale: TLocale) => Map<string, string> {
  const rendered = new Map<string, string>();
  return (parts, locale) =>
    new Map(
      [...parts].map(([slot, { state, part }]) => {
        const key = `${locale}\n${slot}\n${state}`;
        let markup = rendered.get(key);
        if (markup === undefined) {
          markup = renderToStaticMarkup(<I18nextProvider i18n={getI18n(locale)}>{part}</I18nextProvider>);
          rendered.set(key, markup);
        }
        return [slot, markup];
      }),
    );
}
