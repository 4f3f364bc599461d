import { getFixedT, getI18n, getLocale, localeCookie } from './i18next.server';

const request = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/', { headers });
const cookieFor = async (value: string) => (await localeCookie.serialize(value)).split(';')[0] ?? '';

describe('locale decision', () => {
  it('falls back to English', async () => {
    await expect(getLocale(request())).resolves.toBe('en');
    await expect(getLocale(request({ 'Accept-Language': 'de-DE,de;q=0.9' }))).resolves.toBe('en');
  });

  it('takes Accept-Language when there is no cookie', async () => {
    await expect(getLocale(request({ 'Accept-Language': 'sk-SK,sk;q=0.9,en;q=0.8' }))).resolves.toBe('sk');
    await expect(getLocale(request({ 'Accept-Language': 'de,sk;q=0.5' }))).resolves.toBe('sk');
    await expect(getLocale(request({ 'Accept-Language': 'en;q=0.4, sk;q=0.8' }))).resolves.toBe('sk');
    await expect(getLocale(request({ 'Accept-Language': 'sk;q=0, en' }))).resolves.toBe('en');
  });

  it('prefers the lng cookie over Accept-Language', async () => {
    const headers = { Cookie: await cookieFor('sk'), 'Accept-Language': 'en-US,en;q=0.9' };
    await expect(getLocale(request(headers))).resolves.toBe('sk');
    const english = { Cookie: await cookieFor('en'), 'Accept-Language': 'sk' };
    await expect(getLocale(request(english))).resolves.toBe('en');
  });

  it('ignores an unsupported cookie value', async () => {
    const headers = { Cookie: await cookieFor('de'), 'Accept-Language': 'sk' };
    await expect(getLocale(request(headers))).resolves.toBe('sk');
  });
});

describe('i18next instances', () => {
  it('keeps one instance per language, reused across requests', () => {
    expect(getI18n('sk')).toBe(getI18n('sk'));
    expect(getI18n('sk')).not.toBe(getI18n('en'));
    expect(getI18n('sk').language).toBe('sk');
    expect(getI18n('en').language).toBe('en');
  });

  it('translates message keys and UI texts in both languages', () => {
    expect(getFixedT('en', 'messages')('crowd_is_disabled')).not.toBe('crowd_is_disabled');
    expect(getFixedT('sk')('nav.login')).toBe('Prihlásiť sa');
    expect(getFixedT('en')('nav.login')).toBe('Log in');
  });
});
