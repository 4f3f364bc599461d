import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { READER_SLOT_ATTRIBUTE } from './reader-slot';

const EMPTY_SLOT = new RegExp(`<noscript ${READER_SLOT_ATTRIBUTE}="([a-z0-9-]+)"></noscript>`, 'g');

/**
 * A shared page's HTML with one reader's parts in its slots (`ReaderSlot`), each rendered in the
 * page's language; a slot without a part stays empty.
 */
export function fillReaderSlots(page: string, parts: ReadonlyMap<string, ReactElement>, i18n: I18n): string {
  return page.replace(EMPTY_SLOT, (slot, name: string) => {
    const part = parts.get(name);
    if (!part) return slot;
    const markup = renderToStaticMarkup(<I18nextProvider i18n={i18n}>{part}</I18nextProvider>);
    return `<noscript ${READER_SLOT_ATTRIBUTE}="${name}">${markup}</noscript>`;
  });
}
