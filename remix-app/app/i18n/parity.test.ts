import { resources, translatedKeysOf } from '@crowd/i18n';
import { webResources } from './resources.server';

type Tree = { [key: string]: string | Tree };

/** Keys of `from` that `to` does not translate (plural forms compared by their base key). */
const missing = (from: unknown, to: unknown) => {
  const target = translatedKeysOf(to);
  return [...translatedKeysOf(from)].filter((key) => !target.has(key));
};

describe('translations exist in every language', () => {
  it.each(['en', 'sk'] as const)('the web app keys of %s exist in the other language', (locale) => {
    const other = locale === 'en' ? 'sk' : 'en';
    expect(missing(webResources[locale], webResources[other])).toEqual([]);
  });

  it('takes only the UI namespaces of packages/i18n, without the e-mail texts', () => {
    for (const locale of ['en', 'sk'] as const) {
      const { mail: _mail, ...ui } = resources[locale];
      expect(webResources[locale]).toEqual(ui);
    }
  });

  it('packages/i18n has the same keys in en and sk', () => {
    expect(missing(resources.en, resources.sk)).toEqual([]);
    expect(missing(resources.sk, resources.en)).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty = (tree: unknown, prefix = ''): string[] =>
      typeof tree === 'string'
        ? tree.trim() === ''
          ? [prefix]
          : []
        : Object.entries(tree as Tree).flatMap(([key, value]) => empty(value, prefix ? `${prefix}.${key}` : key));
    expect(empty(webResources)).toEqual([]);
  });
});
