/** Key walking for the parity checks of resource trees (here and in the web app). */
type Tree = { [key: string]: string | Tree };

/** i18next's plural suffixes. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a resource tree as [dotted key, text]. */
export const leavesOf = (tree: unknown, prefix = ''): Array<[string, string]> =>
  Object.entries(tree as Tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leavesOf(value, `${prefix}${key}.`),
  );

/**
 * The plural forms of a tree by base key (`rateLimited.tryAgainIn` → `['_few', '_many', …]`): as
 * for i18next, a key is plural when its `_other` form exists (`…_too_many` alone is an ordinary key).
 */
export const pluralFormsOf = (tree: unknown): Map<string, string[]> => {
  const keys = new Set(leavesOf(tree).map(([key]) => key));
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const suffix = PLURAL_SUFFIX.exec(key)?.[0];
    if (!suffix) continue;
    const base = key.slice(0, -suffix.length);
    if (keys.has(`${base}_other`)) forms.set(base, [...(forms.get(base) ?? []), suffix].sort());
  }
  return forms;
};

/** The keys a tree translates, each plural key once by its base: equal across locales. */
export const translatedKeysOf = (tree: unknown): Set<string> => {
  const plural = pluralFormsOf(tree);
  return new Set(
    leavesOf(tree).map(([key]) => {
      const base = key.replace(PLURAL_SUFFIX, '');
      return plural.has(base) ? base : key;
    }),
  );
};
