import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ZSocialProviderParams, type TSocialProvider } from '@crowd/contracts';
import type { Request } from 'express';
import { notFound } from '../../../../common/errors';
import { requestHost } from '../../../../common/http/request-host';
import { parseOrFail } from '../../../../common/http/parse-or-fail';
import type { AppConfig } from '../../../../infra/config/config';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import type { SocialIdentity } from './social-identity';
import { SocialProviders } from './social-providers';

/** What the provider's strategy made of the request when it did not redirect: who the user is, or why not. */
export type SocialOutcome = { identity: SocialIdentity } | { failure: unknown };

const OUTCOME = 'socialOutcome';
type WithOutcome = Request & { [OUTCOME]?: SocialOutcome };

/** `AuthGuard(provider)`, which hands the handler the outcome, failures included, rather than a 401. */
function providerGuard(provider: TSocialProvider): CanActivate {
  class ProviderGuard extends AuthGuard(provider) {
    override getAuthenticateOptions() {
      return { session: false, property: OUTCOME };
    }

    override handleRequest<T = SocialOutcome>(failure: unknown, identity: SocialIdentity | false): T {
      return (identity ? { identity } : { failure }) as T;
    }
  }
  return new ProviderGuard();
}

/**
 * The redirect flow's routes run the strategy of the provider they name: on the start it answers
 * the redirect to the provider's consent page itself; on the callback it checks the state,
 * exchanges the code and reads the user info. The routes exist on LOGIN_HOST only, and only for a
 * configured provider (404 otherwise).
 */
@Injectable()
export class SocialAuthGuard implements CanActivate {
  private readonly strategies: Record<TSocialProvider, CanActivate> = {
    google: providerGuard('google'),
    facebook: providerGuard('facebook'),
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: SocialProviders,
  ) {}

  canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { provider } = parseOrFail(ZSocialProviderParams, req.params);
    if (requestHost(req) !== this.config.loginHost || !this.providers.configured().includes(provider)) throw notFound();
    return this.strategies[provider].canActivate(context) as Promise<boolean>;
  }
}

/** The strategy's outcome, as `SocialAuthGuard` left it. */
export const StrategyOutcome = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SocialOutcome =>
    context.switchToHttp().getRequest<WithOutcome>()[OUTCOME] ?? { failure: undefined },
);
