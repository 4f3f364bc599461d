import { createInstance, type i18n as I18n } from 'i18next';
import { rememberTexts } from './remembered-texts.server';

function instance(lng: 'en' | 'sk'): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng,
    initImmediate: false,
    defaultNS: 'common',
    ns: ['common', 'admin'],
    interpolation: { escapeValue: false },
    resources: {
      [lng]: {
        common: {
          save: lng === 'en' ? 'Save' : 'Uložiť',
          greeting: 'Hello {{name}}',
          idea_one: '{{count}} idea',
          idea_other: '{{count}} ideas',
          states: { OPEN: 'Open' },
        },
        admin: { save: 'Save settings', table: { save: 'Save the table' } },
      },
    },
  });
  rememberTexts(i18n);
  return i18n;
}

describe('rememberTexts', () => {
  it('answers a plain text as i18next does, from every way of asking for it', () => {
    const i18n = instance('en');
    for (let round = 0; round < 2; round += 1) {
      expect(i18n.t('save')).toBe('Save');
      expect(i18n.t('admin:save')).toBe('Save settings');
      expect(i18n.getFixedT('en', 'admin')('save')).toBe('Save settings');
      expect(i18n.getFixedT('en', 'admin', 'table')('save')).toBe('Save the table');
      expect(i18n.getFixedT('en', 'common')('states.OPEN')).toBe('Open');
      expect(i18n.t('missing.key')).toBe('missing.key');
    }
  });

  it("keeps each language's texts apart", () => {
    const en = instance('en');
    const sk = instance('sk');
    expect(en.t('save')).toBe('Save');
    expect(sk.t('save')).toBe('Uložiť');
    expect(en.t('save')).toBe('Save');
  });

  it('fills in values, counts and defaults as i18next does, whichever were asked for before', () => {
    const i18n = instance('en');
    const t = i18n.getFixedT('en', 'common');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greeting', { name: 'Bo' })).toBe('Hello Bo');
    expect(t('idea', { count: 1 })).toBe('1 idea');
    expect(t('idea', { count: 3 })).toBe('3 ideas');
    expect(t('nowhere', 'A default')).toBe('A default');
    expect(t('nowhere', { defaultValue: 'Another default' })).toBe('Another default');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('idea', { count: 1 })).toBe('1 idea');
    expect(i18n.t('greeting', { name: 'Ada', lng: 'en' })).toBe('Hello Ada');
    expect(i18n.t('admin:save', { name: 'Ada' })).toBe('Save settings');
    expect(i18n.getFixedT('en', 'admin')('save', { name: 'Ada' })).toBe('Save settings');
    expect(i18n.t('states', { returnObjects: true })).toEqual({ OPEN: 'Open' });
    expect(i18n.t('states', { returnObjects: true })).not.toBe(i18n.t('states', { returnObjects: true }));
  });

  it('remembers a text with plain values once resolved, and translates one with other options afresh', () => {
    const i18n = instance('en');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    i18n.addResource('en', 'common', 'greeting', 'Hi {{name}}');
    expect(i18n.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.t('greeting', { name: 'Bo' })).toBe('Hi Bo');
    // A value that is an object (a date, a list) may read differently each time: never remembered.
    const named = { toString: () => 'Cy' };
    expect(i18n.t('greeting', { name: named })).toBe('Hi Cy');
    i18n.addResource('en', 'common', 'greeting', 'Hey {{name}}');
    expect(i18n.t('greeting', { name: named })).toBe('Hey Cy');
  });

  it('forgets texts with values past its bound and keeps answering them', () => {
    const i18n = instance('en');
    for (let n = 0; n < 10_050; n += 1) expect(i18n.t('idea', { count: n })).toBe(n === 1 ? '1 idea' : `${n} ideas`);
    expect(i18n.t('idea', { count: 0 })).toBe('0 ideas');
    expect(i18n.t('save')).toBe('Save');
  });

  it('remembers a plain text once resolved', () => {
    const i18n = instance('en');
    expect(i18n.t('save')).toBe('Save');
    i18n.addResource('en', 'common', 'save', 'Store');
    // The server's resources never change; this shows the second call did not resolve the key again.
    expect(i18n.t('save')).toBe('Save');
    expect(i18n.t('save', { name: 'x' })).toBe('Store');
  });
});
