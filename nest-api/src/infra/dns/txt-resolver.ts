import { promises as dns } from 'node:dns';

/** What a TXT look-up found: the records' texts, no record (the name or its TXT does not exist), or no answer. */
export type TxtAnswer = { kind: 'records'; texts: string[] } | { kind: 'none' } | { kind: 'failed' };

/** Looks up DNS TXT records. An adapter, so the clock-free logic above it is tested against a real DNS server. */
export abstract class TxtResolver {
  abstract txt(name: string): Promise<TxtAnswer>;
}

/** Answers that mean "there is no such record", as opposed to a server that did not answer. */
const NO_RECORD = new Set<string>([dns.NODATA, dns.NOTFOUND]);

/**
 * Node's resolver (c-ares), on `servers` when given (`DNS_SERVERS`), else the system's. A record
 * split into several strings (TXT values over 255 bytes) is read joined, as DNS providers show it.
 */
export class NodeTxtResolver extends TxtResolver {
  private readonly resolver = new dns.Resolver({ timeout: 3000, tries: 2 });

  constructor(servers: readonly string[]) {
    super();
    if (servers.length > 0) this.resolver.setServers(servers);
  }

  async txt(name: string): Promise<TxtAnswer> {
    try {
      const records = await this.resolver.resolveTxt(name);
      return { kind: 'records', texts: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code !== undefined && NO_RECORD.has(code) ? { kind: 'none' } : { kind: 'failed' };
    }
  }
}
