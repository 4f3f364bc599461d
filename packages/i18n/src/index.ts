import { LOCALES, type TLocale } from '@crowd/contracts';
import { en } from './locales/en';
import { sk } from './locales/sk';
import type { DeepStringRecord } from './types';

export type { DeepStringRecord } from './types';
export { leavesOf, pluralFormsOf, translatedKeysOf } from './resource-keys';
export { UI_NAMESPACES, uiResources, type TUiNamespace, type TUiResources } from './ui';

export const SUPPORTED_LOCALES: readonly TLocale[] = LOCALES;
export const DEFAULT_LOCALE: TLocale = 'en';
export const NAMESPACES = [
  'common',
  'messages',
  'auth',
  'account',
  'crowdAdmin',
  'crowdSite',
  'landing',
  'legal',
  'mail',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];
export const defaultNS = 'common' satisfies TNamespace;

export type TResources = typeof en;
/** Every locale's resources, by namespace; the shape of `sk` is checked against `en` at compile time. */
export const resources: Record<TLocale, DeepStringRecord<TResources>> = { en, sk };

/** Settings for i18next / remix-i18next, matching these resources. */
export const I18N_CONFIG = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS,
  ns: [...NAMESPACES],
  interpolation: { escapeValue: false },
} as const;

/** Dotted paths to the strings of a resource tree: `notifications.ideaLiked.subject`. */
export type TKeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TKeyPath<T[K]>}`;
}[keyof T & string];
export type TKeyOf<NS extends TNamespace> = TKeyPath<TResources[NS]>;

export type TVars = Record<string, string | number | boolean | null | undefined>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The `{{name}}` placeholders of a text, in order of appearance. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

/** Replaces `{{var}}` with its value; a placeholder without a value stays as written. Values are not escaped. */
export const interpolate = (text: string, vars: TVars = {}): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });

/** Escapes text for HTML (mail bodies): translate() returns raw text. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** `sk-SK`, `SK`, `sk_sk` → `sk`; anything unsupported → the default locale. */
export const resolveLocale = (value: string | null | undefined): TLocale => {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(base ?? '') ? (base as TLocale) : DEFAULT_LOCALE;
};

const lookup = (tree: unknown, path: string): string | undefined => {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * Server-side translation without i18next (e-mails, API texts): looks `key` up in the locale's
 * namespace, falls back to English and then to the key itself, and fills `{{var}}` placeholders.
 */
export function translate<NS extends TNamespace>(locale: string, ns: NS, key: TKeyOf<NS>, vars?: TVars): string {
  const text = lookup(resources[resolveLocale(locale)][ns], key) ?? lookup(resources[DEFAULT_LOCALE][ns], key) ?? key;
  return interpolate(text, vars);
}

/** A translate function bound to one locale and namespace. */
export const getFixedT =
  <NS extends TNamespace>(locale: string, ns: NS) =>
  (key: TKeyOf<NS>, vars?: TVars): string =>
    translate(locale, ns, key, vars);
