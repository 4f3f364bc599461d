/**
 * Idea search's one folding rule (decision 032): the API indexes and queries folded text, the web
 * highlights by it, so "navrh strechu" meets "Návrh na zelenú strechu" everywhere alike.
 */

/** Letters that Unicode decomposition leaves whole. */
const UNDECOMPOSED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const UNDECOMPOSED_PATTERN = /[ßæœøłđðþ]/g;

export const SEARCH = {
  /**
   * Shorter words are not searched for: MariaDB's FULLTEXT index skips them
   * (innodb_ft_min_token_size = 3), so SQLite leaves them out too and both answer alike.
   */
  termMinChars: 3,
  /** Characters of a term kept (InnoDB's longest token is 84). */
  termMaxChars: 40,
  /** Terms of one query used; the rest of a long text adds little but cost. */
  termsMax: 8,
  /** Characters of a search box or similar-ideas text taken. */
  textMax: 200,
  /** Ideas the create form's hint shows. */
  similarMax: 5,
} as const;

/** Lower-cased, diacritics removed, every run of characters other than letters and digits one space. */
export const foldSearchText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The distinct folded words of a query that are searched for (each matches words it begins). */
export const searchTerms = (query: string): string[] => {
  const words = foldSearchText(query.slice(0, SEARCH.textMax))
    .split(' ')
    .filter((word) => word.length >= SEARCH.termMinChars)
    .map((word) => word.slice(0, SEARCH.termMaxChars));
  return [...new Set(words)].slice(0, SEARCH.termsMax);
};

/** A part of a text: `[start, end)` in UTF-16 code units. */
export type TTextRange = readonly [number, number];

/** The words of `text` that a term begins (folded as the index folds them), in order: what a result highlights. */
export const matchRanges = (text: string, terms: readonly string[]): TTextRange[] => {
  if (terms.length === 0) return [];
  const ranges: TTextRange[] = [];
  for (const word of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const folded = foldSearchText(word[0]);
    if (terms.some((term) => folded.startsWith(term))) ranges.push([word.index, word.index + word[0].length]);
  }
  return ranges;
};
