import { MESSAGE_KEYS, ZNotificationType } from '@crowd/contracts';
import {
  DEFAULT_LOCALE,
  NAMESPACES,
  SUPPORTED_LOCALES,
  defaultNS,
  escapeHtml,
  getFixedT,
  placeholdersOf,
  resolveLocale,
  resources,
  translate,
  UI_NAMESPACES,
  uiResources,
} from './index';
import { leavesOf, PLURAL_SUFFIX, pluralFormsOf, translatedKeysOf } from './resource-keys';

describe('resources', () => {
  it('has every supported locale and namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(SUPPORTED_LOCALES).toContain(DEFAULT_LOCALE);
    expect(NAMESPACES).toContain(defaultNS);
    for (const locale of SUPPORTED_LOCALES)
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const reference = new Map(leavesOf(resources[DEFAULT_LOCALE][ns]));
    const referenceKeys = translatedKeysOf(resources[DEFAULT_LOCALE][ns]);

    it.each(SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
      '%s has exactly the keys of the default locale',
      (locale) => {
        const other = translatedKeysOf(resources[locale][ns]);
        expect([...other].filter((key) => !referenceKeys.has(key))).toEqual([]);
        expect([...referenceKeys].filter((key) => !other.has(key))).toEqual([]);
      },
    );

    it.each(SUPPORTED_LOCALES)('%s has exactly the plural forms of its language', (locale) => {
      const categories = new Intl.PluralRules(locale)
        .resolvedOptions()
        .pluralCategories.map((c) => `_${c}`)
        .sort();
      for (const [base, suffixes] of pluralFormsOf(resources[locale][ns]))
        expect([base, suffixes]).toEqual([base, categories]);
    });

    it.each(SUPPORTED_LOCALES)('%s has no empty values', (locale) => {
      const empty = leavesOf(resources[locale][ns])
        .filter(([, value]) => value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it.each(SUPPORTED_LOCALES)('%s uses the same {{placeholders}} as the default locale', (locale) => {
      const mismatches = leavesOf(resources[locale][ns])
        .filter(([key, value]) => {
          const counterpart = reference.get(key) ?? reference.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
          const expected = [...new Set(placeholdersOf(counterpart))].sort();
          const actual = [...new Set(placeholdersOf(value))].sort();
          return expected.join() !== actual.join();
        })
        .map(([key]) => key);
      expect(mismatches).toEqual([]);
    });
  });

  it.each(SUPPORTED_LOCALES)('%s translates every message key and nothing else', (locale) => {
    const keys = Object.keys(resources[locale].messages);
    expect(MESSAGE_KEYS.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !(MESSAGE_KEYS as readonly string[]).includes(key))).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s has a notification text and a mail for every notification type', (locale) => {
    expect.hasAssertions();
    for (const type of ZNotificationType.options) {
      expect(resources[locale].common.notifications.types[type]).toBeTruthy();
      expect(resources[locale].mail.notifications[type].subject).toBeTruthy();
    }
  });

  it('gives a count placeholder to the messages that report a count', () => {
    for (const key of [
      'characters_too_long',
      'validation_crowd_users_can_only_add',
      'validation_idea_description_too_long',
      'validation_crowd_intro_too_long',
      'validation_comment_too_long',
      'validation_share_emails_too_many',
    ] as const)
      expect(placeholdersOf(resources.en.messages[key])).toEqual(['count']);
  });

  it('writes natural Slovak: no English "like" or "banner", no "lajk"', () => {
    const anglicisms = NAMESPACES.flatMap((ns) =>
      leavesOf(resources.sk[ns]).filter(([, text]) => /\blike\b|lajk|\bbanner/i.test(text)),
    );
    expect(anglicisms).toEqual([]);
  });

  it('writes Slovak with diacritics', () => {
    expect(resources.sk.messages.default_error).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
    expect(resources.sk.common.nav.myAccount).toBe('Môj účet');
  });
});

describe('uiResources', () => {
  it.each(SUPPORTED_LOCALES)('%s has the UI namespaces of resources and no mail', (locale) => {
    expect(Object.keys(uiResources[locale]).sort()).toEqual([...UI_NAMESPACES].sort());
    for (const ns of UI_NAMESPACES) expect(uiResources[locale][ns]).toEqual(resources[locale][ns]);
    expect(UI_NAMESPACES).not.toContain('mail');
  });
});

describe('translate', () => {
  it('interpolates variables', () => {
    expect(translate('en', 'messages', 'characters_too_long', { count: 12 })).toBe('Characters over the limit: 12.');
    expect(translate('sk', 'common', 'footer.copyright', { year: 2026 })).toBe(
      '© 2026 Crowd Ideas. Všetky práva vyhradené.',
    );
    expect(translate('en', 'mail', 'notifications.ideaLiked.subject', { ideaName: 'Solar' })).toBe(
      'Someone likes your idea Solar',
    );
  });

  it('keeps placeholders without values and falls back to the default locale', () => {
    expect(translate('en', 'mail', 'layout.greeting')).toBe('Hello {{name}},');
    expect(translate('de', 'messages', 'not_found')).toBe(resources.en.messages.not_found);
    expect(translate('sk-SK', 'messages', 'not_found')).toBe(resources.sk.messages.not_found);
    expect(getFixedT('sk', 'common')('nav.login')).toBe('Prihlásiť sa');
  });

  it('resolves locales', () => {
    expect(resolveLocale('SK_sk')).toBe('sk');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('escapes HTML for mail bodies', () => {
    expect(escapeHtml('<b>"Tom" & \'Jerry\'</b>')).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });
});
