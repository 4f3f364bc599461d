import { isOwnOrigin, type TOriginCheck } from './origin';

const own = 'http://demo.localhost:3000';
const post = (check: Partial<TOriginCheck>): boolean =>
  isOwnOrigin({ method: 'POST', origin: undefined, fetchSite: undefined, ownOrigin: own, ...check });

describe('isOwnOrigin', () => {
  it('lets safe methods through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(post({ method, origin: 'http://evil.example', fetchSite: 'cross-site' })).toBe(true);
    }
  });

  it('lets a write from the same origin, or from a server without browser headers, through', () => {
    expect(post({ origin: own, fetchSite: 'same-origin' })).toBe(true);
    expect(post({ origin: 'HTTP://Demo.Localhost:3000' })).toBe(true);
    expect(post({})).toBe(true);
  });

  it.each([
    ['another crowd host', { origin: 'http://other.localhost:3000', fetchSite: 'same-site' }],
    ['a foreign site', { origin: 'http://evil.example', fetchSite: 'cross-site' }],
    ['the same host over https on the http site', { origin: 'https://demo.localhost:3000' }],
    ['the same host on another port', { origin: 'http://demo.localhost:4000' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { fetchSite: 'cross-site' }],
  ])('refuses a write from %s', (_name, check: Partial<TOriginCheck>) => {
    expect(post(check)).toBe(false);
  });

  it('checks a state-changing GET by its fetch site: only our own origin or the address bar', () => {
    const get = (fetchSite: string | undefined, origin?: string) =>
      post({ method: 'GET', stateChangingGet: true, fetchSite, origin });
    expect(get('same-origin')).toBe(true);
    expect(get('none')).toBe(true);
    expect(get(undefined)).toBe(true);
    expect(get('same-site')).toBe(false);
    expect(get('cross-site')).toBe(false);
    expect(get('same-origin', 'http://evil.example')).toBe(false);
  });
});
