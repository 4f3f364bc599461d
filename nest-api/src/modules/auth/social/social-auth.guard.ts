import {
  createParamDecorator,
  Inject,
  Injectable,
  Logger,
  mixin,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ZSocialProviderParams, type TSocialProvider } from '@crowd/contracts';
import type { Request } from 'express';
import { DomainError, notFound } from '../../../common/errors';
import { requestHost } from '../../../common/http/request-host';
import { parseOrFail } from '../../../common/http/zod-validation.pipe';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { messageKeyOf, type SocialIdentity } from './social-identity';
import { SocialProviders } from './social-providers';

/** What the provider's strategy made of a callback: who the provider says the user is, or why not. */
export type SocialOutcome = { identity: SocialIdentity } | { error: string };

type Phase = 'start' | 'callback';
const OUTCOME = 'socialOutcome';
type WithOutcome = Request & { [OUTCOME]?: SocialOutcome };

/**
 * `AuthGuard(provider)` for one phase of the redirect flow. The start's strategy answers the
 * redirect to the provider itself (the handler never runs); anything else there is an error. The
 * callback's never throws: a failure is an outcome, which the handler shows on the login page.
 */
function providerGuard(provider: TSocialProvider, phase: Phase): CanActivate {
  const logger = new Logger(`${provider} sign-in`);
  class ProviderGuard extends AuthGuard(provider) {
    override getAuthenticateOptions() {
      return { session: false, property: OUTCOME };
    }

    override handleRequest<T = SocialOutcome>(error: unknown, identity: SocialIdentity | false): T {
      if (phase === 'start') throw error ?? new DomainError('unavailable', 'social_login_error');
      if (identity) return { identity } as T;
      const key = messageKeyOf(error);
      if (error && !key) logger.warn(`failed: ${error instanceof Error ? error.message : String(error)}`);
      return { error: key ?? 'social_login_error' } as T;
    }
  }
  return new ProviderGuard();
}

/**
 * The redirect flow's routes (`/login/social/:provider…`) run the strategy of the provider they
 * name. They exist on LOGIN_HOST only, and only for a configured provider (404 otherwise); a
 * callback without the provider's code or error is no provider's answer.
 */
function socialAuthGuard(phase: Phase): Type<CanActivate> {
  @Injectable()
  class SocialAuthGuard implements CanActivate {
    private readonly strategies: Record<TSocialProvider, CanActivate> = {
      google: providerGuard('google', phase),
      facebook: providerGuard('facebook', phase),
    };

    constructor(
      @Inject(APP_CONFIG) private readonly config: AppConfig,
      private readonly providers: SocialProviders,
    ) {}

    canActivate(context: ExecutionContext): boolean | Promise<boolean> {
      const req = context.switchToHttp().getRequest<WithOutcome>();
      const { provider } = parseOrFail(ZSocialProviderParams, req.params);
      if (requestHost(req) !== this.config.loginHost || !this.providers.configured().includes(provider))
        throw notFound();
      if (phase === 'callback' && req.query.code === undefined && req.query.error === undefined) {
        req[OUTCOME] = { error: 'social_login_error' };
        return true;
      }
      return this.strategies[provider].canActivate(context) as Promise<boolean>;
    }
  }
  return mixin(SocialAuthGuard);
}

export const SocialStartGuard = socialAuthGuard('start');
export const SocialCallbackGuard = socialAuthGuard('callback');

/** The callback's outcome, as its guard left it. */
export const CallbackOutcome = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SocialOutcome =>
    context.switchToHttp().getRequest<WithOutcome>()[OUTCOME] ?? { error: 'social_login_error' },
);
