import { Global, Module, type DynamicModule } from '@nestjs/common';

export interface RateLimitRule {
  /** Requests (or failures) allowed per window. */
  limit: number;
  windowMs: number;
}

export interface AuthRateLimits {
  loginPerIp: RateLimitRule;
  loginFailuresPerAccount: RateLimitRule;
  registerPerIp: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerAccount: RateLimitRule;
}

export interface AuthOptions {
  rateLimits: AuthRateLimits;
}

const MINUTE = 60_000;

/** Decision 004: sign-in, registration and reset requests per client address and per account. */
export const DEFAULT_AUTH_OPTIONS: AuthOptions = {
  rateLimits: {
    loginPerIp: { limit: 20, windowMs: 5 * MINUTE },
    loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
    registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
    resetPerIp: { limit: 5, windowMs: 60 * MINUTE },
    resetPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  },
};

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

/**
 * Overrides the auth defaults for a whole app, e.g. lower rate limits in a test:
 * `startTestApp({ imports: [AuthOptionsModule.register({ rateLimits: { loginPerIp: … } })] })`.
 * Without it the auth module uses DEFAULT_AUTH_OPTIONS.
 */
@Global()
@Module({})
export class AuthOptionsModule {
  static register(overrides: { rateLimits?: Partial<AuthRateLimits> }): DynamicModule {
    const options: AuthOptions = {
      rateLimits: { ...DEFAULT_AUTH_OPTIONS.rateLimits, ...overrides.rateLimits },
    };
    return {
      module: AuthOptionsModule,
      providers: [{ provide: AUTH_OPTIONS, useValue: options }],
      exports: [AUTH_OPTIONS],
    };
  }
}
