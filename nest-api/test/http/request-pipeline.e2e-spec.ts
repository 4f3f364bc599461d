import type { ApplicationConfig } from '@nestjs/core';
import { authTestApp } from '../support/auth-app';

/**
 * Every API call pays for each global enhancer: one global interceptor alone puts every request
 * through Nest's rxjs interceptor chain, a tenth of a signed-in call's CPU (docs/performance.md,
 * fifth round). nestjs-cls registers an idle guard and interceptor of its own, left out here.
 */
describe('the global request pipeline', () => {
  const testApp = authTestApp();

  it('runs no global interceptor and only the crowd guard', () => {
    const { config } = testApp.app as unknown as { config: ApplicationConfig };
    expect([...config.getGlobalInterceptors(), ...config.getGlobalRequestInterceptors()]).toEqual([]);
    const guards = [...config.getGlobalGuards(), ...config.getGlobalRequestGuards()];
    expect(guards.map((guard) => ('metatype' in guard ? guard.metatype?.name : guard.constructor.name))).toEqual([
      'RequestCrowdGuard',
    ]);
  });
});
