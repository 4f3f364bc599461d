import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { startTestApp, type TestApp } from '../support/app';

/**
 * A service that needs more collaborators than this does two jobs and is split (CONVENTIONS:
 * "a service that needs ten collaborators is two services"; #26 split the ones with 10 to 13).
 */
const MAX_COLLABORATORS = 9;
/** The auth module is sessions, passwords, SSO and social sign-in; what grows beyond goes elsewhere. */
const AUTH_MODULE_MAX_LINES = 1600;

const MODULES = join(__dirname, '../../src/modules');

function linesUnder(dir: string): number {
  let lines = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) lines += linesUnder(path);
    else if (name.endsWith('.ts')) lines += readFileSync(path, 'utf8').split('\n').length - 1;
  }
  return lines;
}

describe('the modules keep their shape', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ logger: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`gives no provider of a module more than ${MAX_COLLABORATORS} collaborators`, () => {
    const crowded: string[] = [];
    for (const wrapper of testApp.app.get(DiscoveryService).getProviders()) {
      const provider = wrapper.metatype as Type | null;
      if (!provider || typeof provider !== 'function') continue;
      const collaborators = (Reflect.getMetadata('design:paramtypes', provider) as unknown[] | undefined) ?? [];
      if (collaborators.length > MAX_COLLABORATORS) crowded.push(`${provider.name}: ${collaborators.length}`);
    }
    expect(crowded).toEqual([]);
  });

  it(`keeps the auth module under ${AUTH_MODULE_MAX_LINES} lines`, () => {
    expect(linesUnder(join(MODULES, 'auth', 'auth'))).toBeLessThan(AUTH_MODULE_MAX_LINES);
  });
});
