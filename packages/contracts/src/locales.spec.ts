import { localeFromAcceptLanguage } from './locales';

describe('localeFromAcceptLanguage', () => {
  it('takes the best supported language by q-value, then by order', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,sk;q=0.8,en;q=0.7')).toBe('sk');
    expect(localeFromAcceptLanguage('en;q=0.5, sk-SK')).toBe('sk');
    expect(localeFromAcceptLanguage('sk, en')).toBe('sk');
    expect(localeFromAcceptLanguage('sk_SK')).toBe('sk');
  });

  it('skips refused (q=0) and malformed entries and falls back to English', () => {
    expect(localeFromAcceptLanguage('sk;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('sk;q=abc')).toBe('en');
    expect(localeFromAcceptLanguage('fr')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
  });
});
