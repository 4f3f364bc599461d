import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let version: string | undefined;

/** nest-api's package version; src/ (tests) and dist/ (production) both sit three levels below it. */
export function apiVersion(): string {
  if (version !== undefined) return version;
  const manifest: unknown = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
  const declared =
    typeof manifest === 'object' && manifest !== null ? (manifest as { version?: unknown }).version : undefined;
  version = typeof declared === 'string' ? declared : '0.0.0';
  return version;
}
