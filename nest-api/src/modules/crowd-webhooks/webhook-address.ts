import ipaddr from 'ipaddr.js';

/**
 * Whether a webhook may connect to `address`: only global unicast. Every other range ipaddr.js
 * names is refused: loopback, private, link-local (the cloud metadata address), unique-local,
 * CGNAT, multicast, unspecified, broadcast, reserved and documentation ranges, and the IPv6 forms
 * that carry an IPv4 address (mapped, NAT64, 6to4, Teredo), which could smuggle any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.range() === 'unicast';
}

/** `host:port` as WEBHOOK_ALLOWED_PRIVATE_HOSTS lists it, the scheme's port written out. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}
