import { isIP } from 'node:net';
import { z } from 'zod';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
const DURATION = /^(\d+)(s|m|h|d)$/;

const durationSeconds = (text: string): number | undefined => {
  const match = DURATION.exec(text);
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds > 0 ? seconds : undefined;
};

/** `30s`, `15m`, `1h`, `30d` → seconds. */
export const durationEnv = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const seconds = durationSeconds(value === '' ? fallback : value);
      if (seconds === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive duration like 30s, 15m, 1h or 30d' });
        return z.NEVER;
      }
      return seconds;
    });

export interface RateRule {
  /** Requests (or failures) allowed per window. */
  points: number;
  durationSeconds: number;
}

/** `1000/1h`: that many per window, the window starting at the first one. */
export const rateRuleEnv = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx): RateRule => {
      const [count = '', window = ''] = (value === '' ? fallback : value).split('/').map((part) => part.trim());
      const seconds = durationSeconds(window);
      if (!/^\d+$/.test(count) || Number(count) < 1 || seconds === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be a count per duration like 1000/1h or 1/1m' });
        return z.NEVER;
      }
      return { points: Number(count), durationSeconds: seconds };
    });

export const positiveIntEnv = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** `address` or `address:port` (IPv6 in brackets with a port), as `dns.Resolver#setServers` takes them. */
const isDnsServer = (entry: string): boolean => {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(entry);
  const [address, port] = bracketed ? [bracketed[1], bracketed[2]] : withPort ? [withPort[1], withPort[2]] : [entry];
  return isIP(address ?? '') !== 0 && (port === undefined || (Number(port) >= 1 && Number(port) <= 65535));
};

/** DNS servers, comma-separated; empty for the system's resolvers. */
export const dnsServersEnv = () =>
  z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const bad = entries.filter((entry) => !isDnsServer(entry));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must list IP addresses with an optional :port (bad: ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return entries;
    });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Express "trust proxy" addresses: `loopback`, `linklocal`, `uniquelocal`, IPs and CIDR ranges,
 * comma-separated. Only requests from these may say who the client is (X-Forwarded-For).
 */
export const trustedProxiesEnv = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const entries = (value === '' ? fallback : value)
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== '');
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (entries.length === 0 || bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must list loopback, linklocal, uniquelocal, IP addresses or CIDR ranges (bad: ${bad.join(', ') || 'empty'})`,
        });
        return z.NEVER;
      }
      return entries;
    });
