import type { TLocale } from '@crowd/contracts/locales';
import type { DeepStringRecord } from '@crowd/i18n';
import type { TUiResources } from '@crowd/i18n/ui';
import type { i18n as I18n, Resource } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chunk per language: the browser downloads only the texts of the language it shows (shaped as
 * the English, each with the plural forms of its own language).
 */
const LANGUAGE_TEXTS: Record<TLocale, () => Promise<{ uiTexts: DeepStringRecord<TUiResources> }>> = {
  en: () => import('@crowd/i18n/ui/en'),
  sk: () => import('@crowd/i18n/ui/sk'),
};

/** One language's texts in i18next's shape, for the browser's start (entry.client). */
export async function loadLanguage(locale: TLocale): Promise<Resource> {
  const { uiTexts } = await LANGUAGE_TEXTS[locale]();
  return { [locale]: uiTexts };
}

async function addTexts(i18n: I18n, locale: TLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const texts = (await loadLanguage(locale))[locale] ?? {};
  for (const [ns, bundle] of Object.entries(texts)) i18n.addResourceBundle(locale, ns, bundle);
}

/**
 * Follows the language the root loader decided. After a client-side navigation changed it (the
 * language switch, a sign-in with a stored locale) the browser first fetches that language's
 * texts, then switches, so no text falls back to another language.
 */
export function useLanguage(locale: TLocale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    void addTexts(i18n, locale).then(() => (current ? i18n.changeLanguage(locale) : undefined));
    return () => {
      current = false;
    };
  }, [i18n, locale]);
}
