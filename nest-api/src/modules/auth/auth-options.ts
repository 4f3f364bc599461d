import type { Provider } from '@nestjs/common';
import type { AppConfig, RateLimitSettings } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';

/** The auth module's tunables, from the environment (RATE_LIMIT_*; README "Configuration"). */
export interface AuthOptions {
  rateLimits: RateLimitSettings;
}

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

export const authOptionsProvider: Provider = {
  provide: AUTH_OPTIONS,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): AuthOptions => ({ rateLimits: config.rateLimits }),
};
