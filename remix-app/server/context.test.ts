import { HOST_CASE_HOSTS, SITE_CASES } from '@crowd/contracts/hosts-cases';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createLoadContext, type LoadContextOptions } from './context';
import { compileTrust } from './forwarded';

const requestFor = (host: string | undefined) =>
  ({ headers: { host }, socket: { remoteAddress: '203.0.113.7' } }) as unknown as ExpressRequest;

const response = { headersSent: false, append: jest.fn() } as unknown as ExpressResponse;

const options = (hosts: LoadContextOptions['hosts']): LoadContextOptions => ({
  hosts,
  protocol: 'http',
  trust: compileTrust(['loopback']),
  securityHeaders: { nonceOf: () => 'nonce', allowAnalytics: jest.fn() },
  pageCache: { share: jest.fn(), readerRenderOf: () => null, renderedForReaders: jest.fn(), readerCookie: () => null },
  viewTally: { add: jest.fn() },
});

describe('the web resolves each request’s site by the contracts’ host rule', () => {
  it.each(SITE_CASES)('$host ($hosts) → $site.kind', ({ hosts, host, site }) => {
    expect(createLoadContext(requestFor(host), response, options(HOST_CASE_HOSTS[hosts])).site).toEqual(site);
  });

  it('takes a request without a Host header as the main site', () => {
    expect(createLoadContext(requestFor(undefined), response, options(HOST_CASE_HOSTS.local)).site).toEqual({
      kind: 'main',
    });
  });
});

describe('the request’s Set-Cookie headers', () => {
  it('land on the response until its headers are sent', () => {
    const res = { headersSent: false, append: jest.fn() };
    const context = createLoadContext(
      requestFor('localhost:3000'),
      res as unknown as ExpressResponse,
      options(HOST_CASE_HOSTS.local),
    );
    context.setCookie('crowd_sid=a; Path=/');
    res.headersSent = true;
    context.setCookie('crowd_sid=b; Path=/');
    expect(res.append.mock.calls).toEqual([['Set-Cookie', 'crowd_sid=a; Path=/']]);
  });
});
