import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';

/** The IPv4 and IPv6 addresses a name resolves to; empty when it has none or no server answered. */
export abstract class AddressResolver {
  abstract addresses(host: string): Promise<string[]>;
}

/**
 * Node's resolver (c-ares) on `servers` when given (`DNS_SERVERS`), else the system's; an IP
 * literal is its own answer. Both families are asked, so a check sees every address a connection
 * could pick.
 */
export class NodeAddressResolver extends AddressResolver {
  private readonly resolver = new dns.Resolver({ timeout: 3000, tries: 2 });

  constructor(servers: readonly string[]) {
    super();
    if (servers.length > 0) this.resolver.setServers(servers);
  }

  async addresses(host: string): Promise<string[]> {
    const bare = host.replace(/^\[(.*)\]$/, '$1');
    if (isIP(bare)) return [bare];
    const [v4, v6] = await Promise.all([
      this.resolver.resolve4(bare).catch(() => [] as string[]),
      this.resolver.resolve6(bare).catch(() => [] as string[]),
    ]);
    return [...v4, ...v6];
  }
}
