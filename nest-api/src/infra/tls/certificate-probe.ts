import { checkServerIdentity, connect, rootCertificates, type PeerCertificate, type TLSSocket } from 'node:tls';
import type { AddressResolver } from '../dns/address-resolver';
import { isPublicAddress } from '../dns/public-address';

/** Why a certificate that answered is not good for the domain. */
type CertificateProblem = 'untrusted' | 'name_mismatch' | 'expired' | 'not_yet_valid';

export type CertificateProbeResult =
  | { state: 'none' }
  | { state: 'valid'; validTo: Date; issuer: string }
  | { state: 'invalid'; reason: CertificateProblem; validTo?: Date; issuer?: string };

/** Asks a domain for its TLS certificate. An adapter, so tests point it at a local TLS server. */
export abstract class CertificateProbe {
  abstract probe(domain: string): Promise<CertificateProbeResult>;
}

export interface TlsProbeOptions {
  /**
   * Where to connect (the operator's TLS front); null connects to the domain itself, at an address
   * it resolves to, only when every one is public.
   */
  host: string | null;
  port: number;
  timeoutMs: number;
  /** Certificate authorities trusted besides Node's own (PEM); tests trust their own CA. */
  extraCa?: string;
}

const ISSUER_FIELDS = ['O', 'CN'] as const;

/**
 * Connects with the domain as SNI and reads what certificate answers, never refusing the handshake
 * itself (`rejectUnauthorized: false`) so a bad certificate can be told apart from none. Nothing
 * listening, a reset, a handshake failure or no answer within the timeout all mean no certificate
 * yet: the TLS front requests one on the first visit after the DNS points here.
 */
export class TlsCertificateProbe extends CertificateProbe {
  constructor(
    private readonly options: TlsProbeOptions,
    private readonly resolver: AddressResolver,
  ) {
    super();
  }

  /**
   * A tenant names its domain and controls its DNS, even once proven: the API connects only to a
   * checked public address of it, so the probe cannot reach into the network it runs in.
   */
  async probe(domain: string): Promise<CertificateProbeResult> {
    if (this.options.host !== null) return this.handshake(domain, this.options.host);
    const addresses = await this.resolver.addresses(domain);
    const [address] = addresses;
    if (address === undefined || !addresses.every(isPublicAddress)) return { state: 'none' };
    return this.handshake(domain, address);
  }

  private handshake(domain: string, host: string): Promise<CertificateProbeResult> {
    const { port, timeoutMs, extraCa } = this.options;
    return new Promise((resolve) => {
      let settled = false;
      // The socket's own timeout counts idle time once connecting; the name look-up before it is not covered.
      const deadline = setTimeout(() => finish({ state: 'none' }), timeoutMs);
      const finish = (result: CertificateProbeResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        socket.destroy();
        resolve(result);
      };
      const socket = connect({
        host,
        port,
        servername: domain,
        rejectUnauthorized: false,
        timeout: timeoutMs,
        // Node's own roots stay trusted: `ca` given alone would replace them.
        ...(extraCa ? { ca: [...rootCertificates, extraCa] } : {}),
      });
      socket.once('secureConnect', () => finish(judge(socket, domain)));
      socket.once('timeout', () => finish({ state: 'none' }));
      socket.once('error', () => finish({ state: 'none' }));
      socket.once('close', () => finish({ state: 'none' }));
    });
  }
}

function judge(socket: TLSSocket, domain: string): CertificateProbeResult {
  const certificate: PeerCertificate = socket.getPeerCertificate();
  if (!certificate || Object.keys(certificate).length === 0) return { state: 'none' };
  const validTo = new Date(certificate.valid_to);
  const issuer = issuerName(certificate);
  const now = Date.now();
  const known = { validTo, issuer };
  if (now > validTo.getTime()) return { state: 'invalid', reason: 'expired', ...known };
  if (now < new Date(certificate.valid_from).getTime()) return { state: 'invalid', reason: 'not_yet_valid', ...known };
  if (checkServerIdentity(domain, certificate) !== undefined)
    return { state: 'invalid', reason: 'name_mismatch', ...known };
  if (!socket.authorized) return { state: 'invalid', reason: 'untrusted', ...known };
  return { state: 'valid', ...known };
}

function issuerName(certificate: PeerCertificate): string {
  const issuer = certificate.issuer as unknown as Record<string, string | string[] | undefined>;
  for (const field of ISSUER_FIELDS) {
    const value = issuer[field];
    if (value) return Array.isArray(value) ? value.join(', ') : value;
  }
  return '';
}
