import { renderMail } from './mail-renderer';

const PHISHING_NAME = 'Ann\r\nBcc: victim@example.com\r\nPlease sign in again at http://evil.example.com/login';
const link = 'http://green.localhost:3000/idea/7';

const shared = (vars: Record<string, string> = {}) =>
  renderMail({
    to: 'friend@example.com',
    locale: 'en',
    template: 'ideaShared',
    vars: { senderName: PHISHING_NAME, ideaName: 'Visit www.evil.com', crowdName: '<b>Green</b>', link, ...vars },
  });

const anchorsOf = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('renderMail', () => {
  it('links only the URLs the server built, never a URL inside a name', () => {
    const { html } = shared();
    expect(new Set(anchorsOf(html))).toEqual(new Set([link]));
    expect(html).not.toMatch(/evil\.example|www\.evil\.com/);
    expect(html).toContain('http[:]//evil[.]example[.]com/login');
    expect(html).toContain('www[.]evil[.]com');
  });

  it('escapes names in the HTML version', () => {
    const { html } = shared();
    expect(html).toContain('&lt;b&gt;Green&lt;/b&gt;');
    expect(html).not.toContain('<b>Green');
  });

  it('keeps hidden line breaks of a name out of the subject and the body', () => {
    const { subject, text, html } = shared();
    expect(subject).toBe(
      'Ann Bcc: victim@example[.]com Please sign in again at http[:]//evil[.]example[.]com/login shared an idea with you',
    );
    for (const version of [subject, text, html]) expect(version).not.toMatch(/^Bcc:/m);
    expect(text).not.toMatch(/evil\.example|www\.evil\.com/);
    expect(text).toContain(`View the idea: ${link}`);
  });

  it.each([
    ['evil。com', 'evil[.]com'],
    ['evil．com/x', 'evil[.]com/x'],
    ['https://xn--80ak6aa92e.xn--p1ai', 'https[:]//xn--80ak6aa92e[.]xn--p1ai'],
    ['\u202Egnp.exe', ' gnp[.]exe'],
    ['3.5 million trees', '3.5 million trees'],
    ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
  ])('defangs what could be an address: %j', (name, shown) => {
    expect(shared({ senderName: name }).text).toContain(`${shown} thinks you might like`);
  });

  it('still links the settings page of a notification mail', () => {
    const settingsLink = 'http://localhost:3000/account/notifications';
    const { html, text } = renderMail({
      to: 'owner@example.com',
      locale: 'sk',
      template: 'notifications.ideaCommented',
      vars: { name: 'Owner', authorName: 'see evil.com', ideaName: 'Trees', crowdName: 'Green', link, settingsLink },
    });
    expect(new Set(anchorsOf(html))).toEqual(new Set([link, settingsLink]));
    expect(text).toContain('see evil[.]com');
    expect(text).toContain(settingsLink);
  });
});
