import type { i18n as I18n } from 'i18next';
import { standInFor, type FixedT } from './fixed-t.server';

/** Bounds the memo should a key ever be made of something other than code (a text per enum value is fine). */
const MAX_TEXTS = 20_000;

type Translate = (...args: unknown[]) => unknown;

/**
 * Makes a server instance remember each text asked for by its key alone. i18next resolves a key
 * afresh on every call (options, namespace, path, fallbacks: ~8 µs), and a page's rendering asks
 * for hundreds, a table's ten rows alone for dozens; the server's instances hold one language's
 * fixed resources, so a text with nothing to fill in is the same every time. A call with anything
 * more (values, a count, a context, a default) is translated as before. Both ways in are
 * remembered: the instance's `t`, and the fixed `t` of `getFixedT` that `useTranslation` uses.
 */
export function rememberPlainTexts(instance: I18n): void {
  let size = 0;
  const memos = new Map<string, Map<string, string>>();
  const remembering = (memoName: string, translate: Translate): Translate => {
    let texts = memos.get(memoName);
    if (!texts) memos.set(memoName, (texts = new Map()));
    const known = texts;
    return (...args) => {
      const [key] = args;
      if (args.length !== 1 || typeof key !== 'string') return translate(...args);
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
