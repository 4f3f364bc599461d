import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { resources } from '@crowd/i18n';
import dns2 from 'dns2';
import { assertAccessible } from '../support/accessibility.mjs';
import { exact, journey, languageCookie, launchBrowser } from '../support/browser.mjs';
import { createSubscription, demoCredentials } from '../support/fixtures.mjs';
import { BROWSER_UA, CRAWLER_UA, cookieHeader, rawRequest } from '../support/http.mjs';
import { startTestStack } from '../support/stack.mjs';

const { auth, crowdAdmin, messages } = resources.en;

/** Headless Chromium's own user agent counts as a bot, which silent single sign-on never bounces. */

/**
 * A DNS server on a loopback UDP port (the stack's DNS_SERVERS): TXT records by name, any other
 * name does not exist.
 */
async function startDnsServer() {
  const zone = new Map();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const texts = question ? zone.get(question.name.toLowerCase()) : undefined;
      if (!texts) response.header.rcode = dns2.Packet.RCODE.NXDOMAIN;
      else if (question.type === dns2.Packet.TYPE.TXT)
        for (const data of texts)
          response.answers.push(dns2.Packet.createResourceFromQuestion(question, { ttl: 0, data }));
      send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${udp.port}`,
    set: (name, texts) => zone.set(name.toLowerCase(), texts),
    close: () => server.close(),
  };
}

describe('own domain proof: the profile shows the DNS records to publish and the certificate state, and Verify serves the domain', () => {
  let dns;
  let stack;
  let browser;
  let credentials;
  const domain = `ideas-${randomBytes(3).toString('hex')}.proof.test`;
  const recordName = `_crowd-ideas.${domain}`;
  const crowd = { id: null, subdomain: `proof-${randomBytes(3).toString('hex')}` };
  const main = () => stack.baseUrl();
  const login = () => stack.baseUrl(stack.env.LOGIN_HOST);

  before(async () => {
    dns = await startDnsServer();
    stack = await startTestStack({
      port: 4040,
      // The profile asks the domain for its certificate here: nothing listens, so none is issued yet.
      env: { DNS_SERVERS: dns.address, OWN_DOMAIN_TLS_HOST: '127.0.0.1', OWN_DOMAIN_TLS_PORT: '5060' },
    });
    browser = await launchBrowser();
    credentials = demoCredentials(stack);
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await dns?.close();
  });

  const signIn = async (page, { email, password }) => {
    await page.goto(`${main()}/login?sso=none`);
    await page.getByLabel(exact(auth.fields.email)).fill(email);
    await page.getByLabel(exact(auth.fields.password)).fill(password);
    await page.getByRole('button', { name: exact(auth.login.submit) }).click();
    await page.waitForURL((url) => url.origin === main() && !url.pathname.startsWith('/login'));
  };

  const raw = (url, headers = {}) => rawRequest(stack.env.PORT, url, { 'User-Agent': CRAWLER_UA, ...headers });

  /** What an attacker's link asks of a signed-in victim's login host: a code for `host`, bound to a state of its choosing. */
  const attackersStart = async (context, host) => {
    const state = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({ successUrl: `http://${host}/`, state });
    return raw(`${login()}/sso/start?${query}`, {
      Cookie: await cookieHeader(context, login()),
      'User-Agent': BROWSER_UA,
    });
  };

  test('an admin claims a domain (pending, not served, no sign-in codes), publishes the TXT record and verifies it', async () => {
    await journey(
      browser,
      'domain-proof',
      async (page, context) => {
        await signIn(page, credentials.follower);
        const created = await page.request.post(`${main()}/api/crowd`);
        assert.equal(created.status(), 201, await created.text());
        crowd.id = (await created.json()).crowd.id;
        createSubscription(stack.env, { crowdId: crowd.id, tier: 3 });
        const version = (await (await page.request.get(`${main()}/api/crowd`)).json()).find(
          (one) => one.id === crowd.id,
        ).version;
        const named = await page.request.put(`${main()}/api/crowd`, {
          data: { id: crowd.id, version, title: 'Proven ideas', subdomain: crowd.subdomain, visible: true },
        });
        assert.equal(named.status(), 200, await named.text());

        await page.goto(`${main()}/crowds/${crowd.id}/profile`);
        const domainCard = page
          .locator('form')
          .filter({ has: page.getByLabel(exact(crowdAdmin.profile.domain.domain)) });
        await domainCard.getByLabel(exact(crowdAdmin.profile.domain.domain)).fill(domain);
        await domainCard.getByRole('button', { name: crowdAdmin.profile.save }).click();
        await page.getByText(messages.crowd_update_successful).first().waitFor();

        const texts = crowdAdmin.profile.verification;
        const proof = page.getByRole('region', { name: texts.title.replace('{{domain}}', domain) });
        await proof.getByText(exact(texts.pending)).waitFor();
        await proof.getByText(texts.pendingText.replace(/\{\{domain\}\}/g, domain)).waitFor();
        await proof.getByText(exact(recordName)).waitFor();
        const records = proof.getByRole('table', { name: exact(texts.records) });
        const value = (
          await records.getByRole('row').filter({ hasText: recordName }).locator('code').nth(2).textContent()
        ).trim();
        assert.match(value, /^[\w-]{43}$/);
        const cname = await records.getByRole('row').filter({ hasText: 'CNAME' }).locator('code').allTextContents();
        assert.deepEqual(cname, ['CNAME', domain, stack.env.MAIN_HOST.replace(/:\d+$/, '')]);
        await proof.getByText(exact(texts.certificate.none)).waitFor();
        await proof.getByText(exact(texts.certificate.noneText)).waitFor();
        await proof.getByText(exact(texts.neverChecked)).waitFor();
        await assertAccessible(page, 'the profile tab with a pending own domain');

        // Finding 2 of issue 24: nobody proved the domain, so it serves nothing and gets no sign-in code.
        assert.equal((await raw(`http://${domain}/`)).status, 404);
        const refused = await attackersStart(context, domain);
        assert.equal(refused.status, 400, 'the login host refuses a target on an unproven domain');
        assert.equal(refused.location, undefined);
        // Nor is the login host's state handed to it after a "sign-in" there.
        const query = new URLSearchParams({ from: `http://${domain}/`, successUrl: `${main()}/` });
        const begin = await raw(`${login()}/sso/begin?${query}`, { 'User-Agent': BROWSER_UA });
        assert.deepEqual(begin, { status: 302, location: '/login' });

        const verify = proof.getByRole('button', { name: exact(texts.verify) });
        await verify.click();
        await page.getByText(messages.validation_crowd_domain_record_missing).first().waitFor();
        dns.set(recordName, ['not this crowd’s value']);
        await verify.click();
        await page.getByText(messages.validation_crowd_domain_record_mismatch).first().waitFor();
        await proof.getByText(exact(texts.pending)).waitFor();

        dns.set(recordName, [value]);
        await verify.click();
        await page.getByText(messages.crowd_domain_verified).first().waitFor();
        await proof.getByText(exact(texts.verified)).waitFor();
        await proof.getByText(texts.verifiedText.replace(/\{\{domain\}\}/g, domain)).waitFor();
        await proof.getByText(new RegExp(`^${texts.checkedAt.split('{{date}}')[0]}`)).waitFor();

        assert.equal((await raw(`http://${domain}/`)).status, 200, 'the proven domain serves the crowd');
        // Proven, it receives codes, but only in a round trip the login host started in this browser:
        // a state the link chose first goes through the domain's own /sso/begin, and no code leaves.
        const bounced = await attackersStart(context, domain);
        assert.equal(bounced.status, 302);
        const location = new URL(bounced.location);
        assert.equal(`${location.origin}${location.pathname}`, `http://${domain}/sso/begin`);
        assert.deepEqual([...location.searchParams.keys()].sort(), ['round', 'successUrl']);
        const handedOver = await raw(`${login()}/sso/begin?${query}`, { 'User-Agent': BROWSER_UA });
        assert.equal(new URL(handedOver.location).origin, `http://${domain}`, 'a proven domain may push a sign-in');
      },
      { userAgent: BROWSER_UA },
    );
  });

  test('the DNS instructions in Slovak', async () => {
    assert.ok(crowd.id, 'the first journey created the crowd');
    const sk = resources.sk.crowdAdmin.profile.verification;
    await journey(
      browser,
      'domain-proof-slovak',
      async (page, context) => {
        await signIn(page, credentials.follower);
        await context.addCookies([languageCookie('sk', main())]);
        await page.goto(`${main()}/crowds/${crowd.id}/profile`);
        assert.equal(await page.getAttribute('html', 'lang'), 'sk');
        const proof = page.getByRole('region', { name: sk.title.replace('{{domain}}', domain) });
        await proof.getByText(exact(sk.verified)).waitFor();
        await proof.getByText(sk.verifiedText.replace(/\{\{domain\}\}/g, domain)).waitFor();
        await proof.getByText(exact(sk.name)).waitFor();
        await proof.getByText(exact(sk.value)).waitFor();
        await proof.getByRole('button', { name: exact(sk.verify) }).waitFor();
        await assertAccessible(page, 'the profile tab with a verified own domain, in Slovak');
      },
      { userAgent: BROWSER_UA },
    );
  });
});
