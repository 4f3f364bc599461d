import type { TLocale } from '@crowd/contracts/locales';
import { isUiNamespace, UI_NAMESPACES, type TUiNamespace } from '@crowd/i18n/ui';
import { loadUiNamespace } from '@crowd/i18n/ui/namespaces';
import type { i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES_ID } from './config';
import { isLocale } from './locales';

/**
 * What any page may show once it runs, whatever its server render used: the shell's texts. The
 * API's answers (`messages`) come when a page first shows one (`Message`) or someone starts using a
 * form (`loadMessagesOnFormUse`).
 */
const ALWAYS: readonly TUiNamespace[] = ['common'];

/** The namespaces to load before hydrating: those the page's end lists (`render-namespaces.server`), and ALWAYS. */
export function pageNamespaces(doc: Document = document): TUiNamespace[] {
  let listed: unknown = [];
  try {
    listed = JSON.parse(doc.getElementById(PAGE_NAMESPACES_ID)?.textContent ?? '[]');
  } catch {
    // A page without a readable list loads ALWAYS; the rest come as components ask.
  }
  const wanted = new Set<TUiNamespace>([...ALWAYS, ...(Array.isArray(listed) ? listed.filter(isUiNamespace) : [])]);
  return UI_NAMESPACES.filter((ns) => wanted.has(ns));
}

/**
 * Starts loading the `messages` texts when focus first enters a form, or one is submitted, so the
 * error that may follow (a field's, the API's answer) rarely waits for them.
 */
export function loadMessagesOnFormUse(i18n: Pick<I18n, 'loadNamespaces'>, doc: Document = document): void {
  const load = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    doc.removeEventListener('focusin', load);
    doc.removeEventListener('submit', load, true);
    void i18n.loadNamespaces('messages');
  };
  doc.addEventListener('focusin', load);
  doc.addEventListener('submit', load, true);
}

/** i18next's backend in the browser: a namespace of a language is a chunk of its own (`@crowd/i18n/ui/namespaces`). */
export const textsBackend = resourcesToBackend(async (language: string, namespace: string) => {
  if (!isLocale(language) || !isUiNamespace(namespace)) throw new Error(`no texts for ${language}/${namespace}`);
  return loadUiNamespace(language, namespace);
});

/**
 * Follows the language the root loader decided. After a client-side navigation changed it (the
 * language switch, a sign-in with a stored locale) i18next first loads that language's texts of
 * every namespace in use, then switches, so no text falls back to another language.
 */
export function useLanguage(locale: TLocale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}
