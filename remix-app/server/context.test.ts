import { HOST_CASE_HOSTS, SITE_CASES } from '@crowd/contracts/hosts-cases';
import type { Request as ExpressRequest } from 'express';
import { createLoadContext } from './context';

const requestFor = (host: string | undefined) =>
  ({ headers: { host }, socket: { remoteAddress: '203.0.113.7' } }) as unknown as ExpressRequest;

describe('the web resolves each request’s site by the contracts’ host rule', () => {
  it.each(SITE_CASES)('$host ($hosts) → $site.kind', ({ hosts, host, site }) => {
    expect(createLoadContext(requestFor(host), HOST_CASE_HOSTS[hosts], 'http').site).toEqual(site);
  });

  it('takes a request without a Host header as the main site', () => {
    expect(createLoadContext(requestFor(undefined), HOST_CASE_HOSTS.local, 'http').site).toEqual({ kind: 'main' });
  });
});
