/** i18next's plural suffixes: a locale has the forms its language needs (Intl.PluralRules). */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
/** Keys with an `_other` form are plural (as for i18next); `…_too_many` alone is an ordinary key. */
type PluralBase<T> = { [K in keyof T & string]: K extends `${infer Base}_other` ? Base : never }[keyof T & string];
type PluralKey<T> = `${PluralBase<T>}${PluralSuffix}`;

/**
 * The shape of a resource tree with every leaf a string: another locale must have exactly these
 * keys, except plural forms (`key_one`, `key_few`…), which follow the other language's own rules.
 */
export type DeepStringRecord<T> = {
  [K in keyof T as K extends PluralKey<T> ? never : K]: T[K] extends string ? string : DeepStringRecord<T[K]>;
} & { [K in PluralKey<T>]?: string };
