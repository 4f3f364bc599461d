import type { i18n as I18n } from 'i18next';

/** The options `useTranslation`'s fixed `t` adds to every call: they choose the text, they fill nothing in. */
const CHOOSING_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** Bounds the memo should a key ever be made of something other than code (a text per enum value is fine). */
const MAX_TEXTS = 20_000;

/** What names a text asked for with no values to fill in (null when it has some, or its key is not one string). */
function plainTextName(language: string, key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return `${language}\u0000\u0000\u0000\u0000\u0000${key}`;
  if (typeof options !== 'object' || options === null) return null;
  const chosen = options as Record<string, unknown>;
  for (const option in chosen) if (!CHOOSING_OPTIONS.has(option) && chosen[option] !== undefined) return null;
  return `${language}\u0000${String(chosen.lng)}\u0000${String(chosen.lngs)}\u0000${String(chosen.ns)}\u0000${String(chosen.keyPrefix)}\u0000${key}`;
}

/**
 * Makes a server instance remember each plain text it was asked for. i18next resolves a key afresh
 * on every call (namespace, path, fallbacks: ~8 µs), and a page's rendering asks for hundreds, a
 * table's ten rows alone for dozens; the server's instances hold one language's fixed resources, so
 * a text asked for with nothing to fill in is the same every time. Calls with values (a name, a
 * count, a context, a default) are translated as before. The fixed `t` of `getFixedT` and
 * `useTranslation` calls the instance's `t`, so they are remembered too.
 */
export function rememberPlainTexts(instance: I18n): void {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, string>();
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const name = rest.length === 0 ? plainTextName(instance.language, key, options) : null;
    if (name === null) return translate(key, options, ...rest);
    const known = texts.get(name);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text === 'string' && texts.size < MAX_TEXTS) texts.set(name, text);
    return text;
  };
  instance.t = remembering as unknown as I18n['t'];
}
