import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES, placeholdersOf, resources, SUPPORTED_LOCALES } from './index';
import { leavesOf, PLURAL_SUFFIX, pluralFormsOf } from './resource-keys';

/**
 * Texts that show a number without a noun agreeing with it: a counter (`12 / 600`), a label and its
 * number (`Characters over the limit: 3`, `Neprečítané: 2`). One form suits every number, so they
 * need no plural forms. Every other text with `{{count}}` has them (issue 25: "from 1 ratings").
 */
const COUNTS_WITHOUT_NOUN = new Set([
  'messages:characters_too_long',
  'messages:validation_crowd_intro_too_long',
  'messages:validation_crowd_users_can_only_add',
  'messages:validation_idea_description_too_long',
  'messages:validation_comment_too_long',
  'messages:validation_share_emails_too_many',
  'common:notifications.bellLabel',
  'common:notifications.unreadCount',
  'account:profile.aboutCounter',
  'account:notificationHistory.unreadCount',
  'crowdAdmin:theming.content.counter',
  'crowdAdmin:profile.profile.descriptionCounter',
  'crowdAdmin:categories.form.counter',
  'crowdSite:ideaForm.description.counter',
  'crowdSite:ideaForm.attachments.count',
  'crowdSite:comments.form.counter',
  'mail:notifications.ideaLikeMilestoneReached.line1',
]);

const ROOT = join(__dirname, '..', '..', '..');
/** The code that translates texts: the web app's pages and the API's mails. */
const SOURCE_DIRS = ['remix-app/app', 'nest-api/src'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });

/** `t('key', { …count… })` calls (the values object may hold one level of braces), keys as written. */
const COUNT_CALL = /\bt\(\s*(['"`])((?:(?!\1)[^\n])+)\1\s*,\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;

const keysTranslatedWithCount = (): Array<{ file: string; key: string }> =>
  SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(COUNT_CALL)]
      .filter((match) => /\bcount\b/.test(match[3] ?? ''))
      .map((match) => ({ file: file.slice(ROOT.length + 1), key: match[2] ?? '' })),
  );

type Entry = { id: string; plural: boolean; text: string };

/** Every key of the default locale as `ns:path` (plural keys once, by their base). */
const ENTRIES: Entry[] = NAMESPACES.flatMap((ns) => {
  const plural = pluralFormsOf(resources.en[ns]);
  const seen = new Set<string>();
  return leavesOf(resources.en[ns]).flatMap(([key, text]): Entry[] => {
    const base = key.replace(PLURAL_SUFFIX, '');
    const isPlural = plural.has(base);
    const path = isPlural ? base : key;
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ id: `${ns}:${path}`, plural: isPlural, text }];
  });
});

/** The entries a key of the code names: `ns:path` or a bare path of any namespace; `${…}` is any segment. */
function entriesOf(key: string): Entry[] {
  const pattern = key
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^.:]+');
  const matcher = new RegExp(key.includes(':') ? `^${pattern}$` : `^[^:]+:${pattern}$`);
  return ENTRIES.filter((entry) => matcher.test(entry.id));
}

const countable = (entry: Entry) => entry.plural || COUNTS_WITHOUT_NOUN.has(entry.id);

describe('plural forms', () => {
  it('Slovak needs one, few, many (decimals) and other; English one and other', () => {
    const sk = new Intl.PluralRules('sk');
    expect([1, 2, 4, 5, 0, 1.5].map((n) => sk.select(n))).toEqual(['one', 'few', 'few', 'other', 'other', 'many']);
    expect([...sk.resolvedOptions().pluralCategories].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...new Intl.PluralRules('en').resolvedOptions().pluralCategories].sort()).toEqual(['one', 'other']);
  });

  describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].map((c) => `_${c}`).sort();

    it.each(NAMESPACES)('%s: every plural key has each form of the language, all with the same placeholders', (ns) => {
      const tree = resources[locale][ns];
      const texts = new Map(leavesOf(tree));
      for (const [base, suffixes] of pluralFormsOf(tree)) {
        expect([base, suffixes]).toEqual([base, categories]);
        const other = placeholdersOf(texts.get(`${base}_other`) ?? '').sort();
        for (const suffix of suffixes)
          expect([`${base}${suffix}`, placeholdersOf(texts.get(`${base}${suffix}`) ?? '').sort()]).toEqual([
            `${base}${suffix}`,
            other,
          ]);
      }
    });

    it.each(NAMESPACES)('%s: a text with {{count}} has plural forms unless no noun agrees with it', (ns) => {
      const plural = pluralFormsOf(resources[locale][ns]);
      const singular = leavesOf(resources[locale][ns])
        .filter(([key, text]) => placeholdersOf(text).includes('count') && !plural.has(key.replace(PLURAL_SUFFIX, '')))
        .map(([key]) => `${ns}:${key}`);
      expect(singular.filter((id) => !COUNTS_WITHOUT_NOUN.has(id))).toEqual([]);
    });
  });

  it('lists only texts that exist, show {{count}} and are not plural as counts without a noun', () => {
    const byId = new Map(ENTRIES.map((entry) => [entry.id, entry]));
    for (const id of COUNTS_WITHOUT_NOUN) {
      const entry = byId.get(id);
      expect([id, entry?.plural, entry && placeholdersOf(entry.text).includes('count')]).toEqual([id, false, true]);
    }
  });

  it('finds the code that passes a count', () => {
    const keys = keysTranslatedWithCount().map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(['idea.rating.summary', 'users.table.saveCount']));
  });

  it('gives plural forms to every key the code translates with a count', () => {
    const wrong = keysTranslatedWithCount().filter(({ key }) => {
      const entries = entriesOf(key);
      // A `${…}` key names a family (`landing:business.limits.${name}`): its members with a count must be countable.
      const relevant = key.includes('${')
        ? entries.filter((entry) => entry.plural || placeholdersOf(entry.text).includes('count'))
        : entries;
      return relevant.length === 0 || !relevant.every(countable);
    });
    expect(wrong).toEqual([]);
  });
});
