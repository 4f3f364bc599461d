import { localRedirectPath, redirectPath, redirectTargetUrl } from './hosts';

describe('redirectTargetUrl', () => {
  const base = 'http://demo.localhost:3000/';

  it('re-serialises a path that would read as another host to one leading slash', () => {
    for (const raw of [
      'http://demo.localhost:3000//evil.example/phish',
      'http://demo.localhost:3000/\\evil.example/phish',
      'http://demo.localhost:3000/.//evil.example/phish',
      'http://demo.localhost:3000///evil.example/phish',
      '/.//evil.example/phish',
    ]) {
      const url = redirectTargetUrl(raw, 'http', base);
      expect(url?.href).toBe('http://demo.localhost:3000/evil.example/phish');
      expect(redirectPath(url as URL)).toBe('/evil.example/phish');
    }
  });

  it('keeps the query and fragment', () => {
    expect(redirectTargetUrl('/idea/3?x=1#c', 'http', base)?.href).toBe('http://demo.localhost:3000/idea/3?x=1#c');
  });

  it('refuses control characters, other protocols, credentials and what does not parse', () => {
    for (const raw of [
      '/\t/evil.example',
      '/a\nb',
      '/a\rSet-Cookie: x=1',
      'https://demo.localhost:3000/',
      'javascript:alert(1)',
      'http://user:pass@demo.localhost:3000/',
      'http://',
    ]) {
      expect(redirectTargetUrl(raw, 'http', base)).toBeNull();
    }
    expect(redirectTargetUrl('/relative', 'http')).toBeNull();
  });
});

describe('localRedirectPath', () => {
  it('keeps a path on this host', () => {
    expect(localRedirectPath('/account/profile?tab=1')).toBe('/account/profile?tab=1');
  });

  it('gives the fallback for another host, a non-path or control characters', () => {
    for (const raw of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/a\nb',
      'http://evil.example/',
      'x',
      7,
    ]) {
      expect(localRedirectPath(raw, '/home')).toBe('/home');
    }
  });

  it('re-serialises `/.//` to a path of this host', () => {
    expect(localRedirectPath('/.//evil.example/x')).toBe('/evil.example/x');
  });
});
