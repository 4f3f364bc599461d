import DNS from 'dns2';

/** What the server answers for a name: TXT records (each one string), or a server failure. */
export type DnsAnswer = string[] | 'servfail';

/** RFC 1035 response codes (dns2 has them as `Packet.RCODE`, missing from its types). */
const SERVFAIL = 2;
const NXDOMAIN = 3;

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for `DNS_SERVERS`. */
  address: string;
  /** Sets (or with `undefined` removes) a name's answer; any other name does not exist (NXDOMAIN). */
  set(name: string, answer: DnsAnswer | undefined): void;
  /** Sets (or with `undefined` removes) a name's A and AAAA records. */
  setAddresses(name: string, addresses: string[] | undefined): void;
  close(): Promise<void>;
}

/**
 * A real DNS server on a loopback UDP port, so the API's resolver is tested across the process
 * boundary as in production: only the zone is made up.
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, DnsAnswer>();
  const addressZone = new Map<string, string[]>();
  const server = DNS.createServer({
    udp: true,
    handle: (request, send) => {
      const response = DNS.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const answer = question ? zone.get(question.name.toLowerCase()) : undefined;
      const addresses = question ? addressZone.get(question.name.toLowerCase()) : undefined;
      if (question && addresses) {
        const type = question.type === DNS.Packet.TYPE.AAAA ? DNS.Packet.TYPE.AAAA : DNS.Packet.TYPE.A;
        for (const address of addresses.filter((value) => value.includes(':') === (type === DNS.Packet.TYPE.AAAA)))
          response.answers.push(DNS.Packet.createResourceFromQuestion(question, { ttl: 0, address }));
      } else if (answer === 'servfail') response.header.rcode = SERVFAIL;
      else if (answer === undefined || !question) response.header.rcode = NXDOMAIN;
      else if (question.type === DNS.Packet.TYPE.TXT)
        for (const data of answer)
          response.answers.push(DNS.Packet.createResourceFromQuestion(question, { ttl: 0, data }));
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port ?? 0}`,
    set: (name, answer) => {
      if (answer === undefined) zone.delete(name.toLowerCase());
      else zone.set(name.toLowerCase(), answer);
    },
    setAddresses: (name, addresses) => {
      if (addresses === undefined) addressZone.delete(name.toLowerCase());
      else addressZone.set(name.toLowerCase(), addresses);
    },
    close: () => server.close(),
  };
}
