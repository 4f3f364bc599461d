import type { i18n as I18n } from 'i18next';
import { standInFor, type FixedT } from './fixed-t.server';

/** Bounds the memo should a key ever be made of something other than code (a text per enum value is fine). */
const MAX_TEXTS = 20_000;
/**
 * Texts with values are as many as the names and counts filled in: past this many they are all
 * forgotten at once and remembered afresh, so that a long-running process holds only recent ones.
 */
const MAX_FILLED_TEXTS = 10_000;

type Translate = (...args: unknown[]) => unknown;

/**
 * The options of a call as a key, when they are only strings, numbers and booleans (values, a
 * count, a context, a default): i18next then gives the same text for the same options every time.
 * Undefined for anything else (an object, an array, a function), which is translated afresh.
 */
function optionsKey(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
  }
  return JSON.stringify(options);
}

/**
 * Makes a server instance remember the texts it gives. i18next resolves a key afresh on every call
 * (options, namespace, path, fallbacks, interpolation: 8–19 µs), and a page's rendering asks for
 * hundreds, a table's ten rows alone for dozens; the server's instances hold one language's fixed
 * resources, so a key with the same plain options gives the same text every time. Texts asked for
 * by key alone are kept up to `MAX_TEXTS`; texts with options made of strings, numbers and
 * booleans (a name, a count) up to `MAX_FILLED_TEXTS`; a call with any other option, or whose
 * answer is not a string (`returnObjects`), is translated as before. Both ways in are remembered:
 * the instance's `t`, and the fixed `t` of `getFixedT` that `useTranslation` uses.
 */
export function rememberTexts(instance: I18n): void {
  let size = 0;
  const memos = new Map<string, Map<string, string>>();
  const filled = new Map<string, string>();
  const remembering = (memoName: string, translate: Translate): Translate => {
    let texts = memos.get(memoName);
    if (!texts) memos.set(memoName, (texts = new Map()));
    const known = texts;
    return (...args) => {
      const [key, options] = args;
      if (typeof key !== 'string' || args.length > 2) return translate(...args);
      if (args.length === 2) {
        const filledKey = optionsKey(options);
        if (filledKey === undefined) return translate(...args);
        const name = `${memoName}\u0000${key}\u0000${filledKey}`;
        const remembered = filled.get(name);
        if (remembered !== undefined) return remembered;
        const text = translate(key, options);
        if (typeof text === 'string') {
          if (filled.size >= MAX_FILLED_TEXTS) filled.clear();
          filled.set(name, text);
        }
        return text;
      }
      const remembered = known.get(key);
      if (remembered !== undefined) return remembered;
      const text = translate(key);
      if (typeof text === 'string' && size < MAX_TEXTS) {
        known.set(key, text);
        size += 1;
      }
      return text;
    };
  };

  const t = instance.t.bind(instance) as unknown as Translate;
  instance.t = remembering(`${instance.language}\u0000t`, t) as unknown as I18n['t'];

  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixed: FixedT = getFixedT(...args);
    const [lng, ns, keyPrefix] = args;
    const memoName = [instance.language, String(lng), String(ns), String(keyPrefix)].join('\u0000');
    return standInFor(fixed, remembering(memoName, fixed as unknown as Translate));
  }) as unknown as I18n['getFixedT'];
}
