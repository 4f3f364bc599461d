/**
 * Characters that show as nothing although they are neither white space nor invisible to Unicode:
 * the braille blank (a symbol) and the Hangul fillers (letters). People use them to fake an empty
 * or a different-looking text.
 */
export const BLANK_LOOKING = /[\u2800\u3164\u115F\u1160\uFFA0]/u;

/**
 * What a person's name may not hold: controls (C0 and C1, so CR, LF, tab, NUL, bell), line and
 * paragraph separators, format characters (bidi embeddings, overrides, isolates and marks,
 * zero-width space, word joiner, BOM, tag characters), private-use and other default-ignorable
 * code points (soft hyphen, Hangul fillers, …) and blank-looking ones. Such characters let a name
 * carry hidden lines into a mail, reorder what a reader sees, or pass for someone else's name.
 * The joiners (ZWNJ, ZWJ) and variation selectors stay: scripts and emoji sequences need them.
 */
const HIDDEN =
  /(?!\u200C|\u200D)(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Default_Ignorable_Code_Point}\u2800]/u;
const HIDDEN_RUNS = new RegExp(`(?:${HIDDEN.source})+`, 'gu');

/** Whether a name holds a character it may not (see HIDDEN). */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/**
 * The text with each run of hidden characters turned into one space: for showing text stored
 * before the rule (or not under it) where a hidden line break or override would mislead.
 */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN_RUNS, ' ');

/** Lengths count code points, so an emoji or an astral character is one character. */
export const codePointLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
