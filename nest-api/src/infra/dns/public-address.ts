import ipaddr from 'ipaddr.js';

/**
 * Whether the API may connect to `address` on a tenant's word (a webhook's URL, an own domain's
 * certificate probe): only global unicast. Every other range ipaddr.js
 * names is refused: loopback, private, link-local (the cloud metadata address), unique-local,
 * CGNAT, multicast, unspecified, broadcast, reserved and documentation ranges, and the IPv6 forms
 * that carry an IPv4 address (mapped, NAT64, 6to4, Teredo), which could smuggle any of those.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.range() === 'unicast';
}
