import { PLANS } from '@crowd/contracts';
import { setupMockApi } from '../../../test/mocks/server';
import { DEMO, LOGIN, MAIN, routeArgs } from '../../../test/route-args';
import { crowdSiteUrl, isKnownHost, locationFor, resolveTarget } from './hosts.server';

setupMockApi();

describe('known hosts and sign-in targets', () => {
  const args = routeArgs(DEMO, '/login');

  it('knows the login host, the main site and hosts of existing crowds', async () => {
    await expect(isKnownHost(LOGIN, args)).resolves.toBe(true);
    await expect(isKnownHost(MAIN, args)).resolves.toBe(true);
    await expect(isKnownHost(`www.${MAIN}`, args)).resolves.toBe(true);
    await expect(isKnownHost(DEMO, args)).resolves.toBe(true);
    await expect(isKnownHost('other.localhost:3000', args)).resolves.toBe(false);
    await expect(isKnownHost('ideas.example.com', args)).resolves.toBe(false);
    await expect(isKnownHost('', args)).resolves.toBe(false);
  });

  it('resolves a target against this host and falls back for anything else', async () => {
    const fallback = `http://${DEMO}/`;
    const target = (raw: string | null) => resolveTarget(raw, fallback, args).then((url) => url.href);
    await expect(target('/idea/2?x=1#c')).resolves.toBe(`http://${DEMO}/idea/2?x=1#c`);
    await expect(target(`http://${MAIN}/crowds`)).resolves.toBe(`http://${MAIN}/crowds`);
    await expect(target(null)).resolves.toBe(fallback);
    await expect(target('https://demo.localhost:3000/')).resolves.toBe(fallback);
    await expect(target('http://user:pw@localhost:3000/')).resolves.toBe(fallback);
    await expect(target('/\\evil.example/')).resolves.toBe(fallback);
    await expect(target(`http://${LOGIN}/login`)).resolves.toBe(fallback);
    // A sign-in page as target would bounce a signed-in visitor back and forth: its host's home instead.
    await expect(target('/register?x=1')).resolves.toBe(`http://${DEMO}/`);
    await expect(target(`http://${MAIN}/login?redirectUrl=/`)).resolves.toBe(`http://${MAIN}/`);
  });

  it('re-serialises a target on our host whose path reads as another host, and refuses control characters', async () => {
    const fallback = `http://${DEMO}/`;
    const target = (raw: string) => resolveTarget(raw, fallback, args);
    for (const raw of [
      `http://${DEMO}//evil.example/phish`,
      `http://${DEMO}/\\evil.example/phish`,
      `http://${DEMO}/.//evil.example/phish`,
      '/.//evil.example/phish',
    ]) {
      const url = await target(raw);
      expect(url.href).toBe(`http://${DEMO}/evil.example/phish`);
      expect(locationFor(url, args.context)).toBe('/evil.example/phish');
    }
    for (const raw of ['/\t/evil.example/', '/idea\n2', '/idea\r\nSet-Cookie: x=1']) {
      await expect(target(raw).then((url) => url.href)).resolves.toBe(fallback);
    }
  });

  it('gives a Location whose path never reads as another host, whatever URL it is handed', () => {
    expect(locationFor(new URL(`http://${DEMO}//evil.example/x`), args.context)).toBe('/evil.example/x');
    expect(locationFor(new URL(`http://${MAIN}//evil.example/x?y#z`), args.context)).toBe(
      `http://${MAIN}/evil.example/x?y#z`,
    );
  });

  it('builds a crowd’s own site from its subdomain, or its own domain when served there', () => {
    const crowd = { subdomain: 'acme', domain: null, subdomainRouting: true, features: null };
    expect(crowdSiteUrl(crowd)).toBe('http://acme.localhost:3000/');
    const own = { ...crowd, domain: 'ideas.acme.com', subdomainRouting: false };
    expect(crowdSiteUrl({ ...own, features: null })).toBe('http://acme.localhost:3000/');
    expect(crowdSiteUrl({ ...own, features: { ...PLANS[2].features, ownDomain: true } })).toBe(
      'http://ideas.acme.com/',
    );
  });
});
