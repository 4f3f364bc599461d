import type { IncomingMessage } from 'node:http';
import { handshakeHost, type TrustProxyFn } from './request-host';

const handshake = (remoteAddress: string, headers: Record<string, string>): IncomingMessage =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

const loopbackOnly: TrustProxyFn = (address) => address === '127.0.0.1';

describe('the socket handshake host', () => {
  it("takes X-Forwarded-Host (its first value) from a trusted proxy, as Express's req.host does", () => {
    const req = handshake('127.0.0.1', { host: '127.0.0.1:3001', 'x-forwarded-host': 'Demo.localhost:3000, evil' });
    expect(handshakeHost(req, loopbackOnly)).toBe('demo.localhost:3000');
  });

  it("ignores anyone else's X-Forwarded-Host and answers Host", () => {
    const req = handshake('10.0.0.9', { host: 'localhost:3001', 'x-forwarded-host': 'demo.localhost:3000' });
    expect(handshakeHost(req, loopbackOnly)).toBe('localhost:3001');
    expect(handshakeHost(handshake('10.0.0.9', {}), loopbackOnly)).toBe('');
  });
});
