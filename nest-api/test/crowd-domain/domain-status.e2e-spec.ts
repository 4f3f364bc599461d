import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext, createServer, type SecureContext, type Server } from 'node:tls';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { ZCrowd, ZCrowdDomainStatus, type TCrowd } from '@crowd/contracts';
import { AddressResolver } from '../../src/infra/dns/address-resolver';
import { TlsCertificateProbe } from '../../src/infra/tls/certificate-probe';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';

/** An EC key (quick to make) and a certificate from the openssl CLI, in `dir`. */
function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** A test CA, certificates it signed for `names`, and a self-signed one: what a TLS front might answer. */
function makeCertificates(dir: string) {
  openssl(dir, [
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-subj',
    '/O=Test CA/CN=Test CA',
    '-days',
    '2',
  ]);
  const signed = (name: string) => {
    openssl(dir, ['req', ...EC_KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`]);
    writeFileSync(join(dir, `${name}.ext`), `subjectAltName=DNS:${name}\n`);
    openssl(dir, [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.crt`,
    ]);
    return context(name);
  };
  const selfSigned = (name: string) => {
    openssl(dir, [
      'req',
      '-x509',
      ...EC_KEY,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-days',
      '1',
    ]);
    return context(name);
  };
  const context = (name: string) =>
    createSecureContext({
      key: readFileSync(join(dir, `${name}.key`)),
      cert: readFileSync(join(dir, `${name}.crt`)),
    });
  return { signed, selfSigned, caFile: join(dir, 'ca.crt') };
}

/** A resolver that answers `addresses` for every name. */
function resolvingTo(addresses: string[]): AddressResolver {
  return new (class extends AddressResolver {
    addresses(): Promise<string[]> {
      return Promise.resolve(addresses);
    }
  })();
}

/**
 * The crowd profile's own-domain status (issue 29 item 5): the DNS records to publish and the
 * certificate the domain answers with, asked of a real TLS server on a loopback port that plays
 * the TLS front (a certificate per SNI name; for a name it has none for, the handshake fails as
 * Caddy's does before it obtained one). Its CA is trusted through `OWN_DOMAIN_TLS_CA_FILE`.
 */
describe('GET /crowd/{crowdId}/domain: records to publish and the certificate state', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crowd-tls-'));
  const contexts = new Map<string, SecureContext>();
  let tls: Server;
  let port = 0;
  let caFile = '';

  beforeAll(async () => {
    const certificates = makeCertificates(dir);
    caFile = certificates.caFile;
    contexts.set('trusted.example.test', certificates.signed('trusted.example.test'));
    contexts.set('self-signed.example.test', certificates.selfSigned('self-signed.example.test'));
    // Answers for wrong-name.example.test with another name's (trusted) certificate.
    contexts.set('wrong-name.example.test', certificates.signed('other.example.test'));
    tls = createServer({
      SNICallback: (name, done) => {
        const found = contexts.get(name);
        if (found) done(null, found);
        else done(new Error(`no certificate for ${name}`));
      },
    });
    tls.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    port = (tls.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => tls.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const testApp = authTestApp(() => ({
    env: {
      OWN_DOMAIN_TLS_HOST: '127.0.0.1',
      OWN_DOMAIN_TLS_PORT: String(port),
      OWN_DOMAIN_TLS_CA_FILE: caFile,
      OWN_DOMAIN_TARGET: 'crowds.example.net',
    },
  }));
  const { api } = testApp;

  /** A Festival crowd (ownDomain feature) with a signed-in admin. */
  async function administered() {
    const row = await createCrowd(testApp.dataSource, { tier: 3, subdomainRouting: true });
    const admin = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, row.id, admin.id, 'CROWD_ADMIN');
    return { row, cookie: await signIn(testApp.app, admin.email) };
  }

  /** Such a crowd with the domain claimed through PUT /crowd. */
  async function claimed(domain: string): Promise<{ crowd: TCrowd; cookie: string }> {
    const { row, cookie } = await administered();
    const response = await api()
      .put('/api/crowd')
      .set('Cookie', cookie)
      .send({ id: row.id, version: row.version, domain })
      .expect(200);
    return { crowd: ZCrowd.strict().parse(response.body), cookie };
  }

  const status = async (crowdId: number, cookie: string) =>
    ZCrowdDomainStatus.strict().parse(
      (await api().get(`/api/crowd/${crowdId}/domain`).set('Cookie', cookie).expect(200)).body,
    );

  it('names the CNAME to point the domain here and the TXT proof record, with the proof state', async () => {
    const { crowd, cookie } = await claimed('Ideas.Nowhere.test');
    const answer = await status(crowd.id, cookie);
    const proof = crowd.domainVerification;
    if (!proof) throw new Error('no proof record');
    expect(answer).toEqual({
      domain: 'ideas.nowhere.test',
      records: [
        { type: 'CNAME', name: 'ideas.nowhere.test', value: 'crowds.example.net' },
        { type: 'TXT', name: '_crowd-ideas.ideas.nowhere.test', value: proof.recordValue },
      ],
      proof,
      // The TLS front has no certificate for it: the handshake fails.
      certificate: { state: 'none' },
    });
  });

  it('nothing listening on the port is no certificate', async () => {
    const spare = createTcpServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const closedPort = (spare.address() as AddressInfo).port;
    await new Promise((resolve) => spare.close(resolve));
    const probe = new TlsCertificateProbe({ host: '127.0.0.1', port: closedPort, timeoutMs: 3000 }, resolvingTo([]));
    expect(await probe.probe('trusted.example.test')).toEqual({ state: 'none' });
  });

  it('never connects to a domain that resolves to an address inside the network (the tenant controls its DNS)', async () => {
    const ca = readFileSync(caFile, 'utf8');
    // The same TLS server that answers `valid` through the operator's host is never asked.
    for (const addresses of [['127.0.0.1'], ['93.184.216.34', '10.0.0.7'], ['::ffff:127.0.0.1'], []]) {
      const probe = new TlsCertificateProbe({ host: null, port, timeoutMs: 3000, extraCa: ca }, resolvingTo(addresses));
      expect(await probe.probe('trusted.example.test')).toEqual({ state: 'none' });
    }
    const trusted = new TlsCertificateProbe({ host: '127.0.0.1', port, timeoutMs: 3000, extraCa: ca }, resolvingTo([]));
    expect((await trusted.probe('trusted.example.test')).state).toBe('valid');
  });

  it('a certificate from a trusted authority for the domain is valid, with its expiry and issuer', async () => {
    const { crowd, cookie } = await claimed('trusted.example.test');
    const { certificate } = await status(crowd.id, cookie);
    expect(certificate).toEqual({ state: 'valid', validTo: expect.any(String), issuer: 'Test CA' });
    const hoursLeft = (Date.parse(certificate.validTo ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('a self-signed certificate is invalid: untrusted', async () => {
    const { crowd, cookie } = await claimed('self-signed.example.test');
    expect((await status(crowd.id, cookie)).certificate).toEqual({
      state: 'invalid',
      reason: 'untrusted',
      validTo: expect.any(String),
      issuer: 'self-signed.example.test',
    });
  });

  it("another name's certificate is invalid: name mismatch", async () => {
    const { crowd, cookie } = await claimed('wrong-name.example.test');
    expect((await status(crowd.id, cookie)).certificate).toMatchObject({ state: 'invalid', reason: 'name_mismatch' });
  });

  it('without an own domain: no records, no proof, no certificate', async () => {
    const { row, cookie } = await administered();
    expect(await status(row.id, cookie)).toEqual({
      domain: null,
      records: [],
      proof: null,
      certificate: { state: 'none' },
    });
  });

  it("the crowd's managers and outsiders are refused", async () => {
    const { crowd } = await claimed('refused.example.test');
    const manager = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, manager.id, 'CROWD_MANAGER');
    const outsider = await createUser(testApp.dataSource);
    for (const user of [manager, outsider]) {
      const cookie = await signIn(testApp.app, user.email);
      await api().get(`/api/crowd/${crowd.id}/domain`).set('Cookie', cookie).expect(403, { error: 'forbidden' });
    }
    await api().get(`/api/crowd/${crowd.id}/domain`).expect(401);
  });
});
