import { Inject, Injectable } from '@nestjs/common';
import { ZStartSocialLoginQuery, type TLocale, type TSocialProvider } from '@crowd/contracts';
import type { Request } from 'express';
import type { StrategyOptions } from 'passport-google-oauth20';
import { ValidationFailedError } from '../../../../common/errors';
import { parseOrFail } from '../../../../common/http/parse-or-fail';
import type { AppConfig } from '../../../../infra/config/config';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import { KnownHostsService } from '../../../crowd/crowd/known-hosts.service';
import type { UserToken } from '../../user-token/entities/user-token.entity';
import { AuthCookies, SOCIAL_STATE_COOKIE, SOCIAL_STATE_TTL_MS } from '../session/auth-cookies';
import { cookieOf } from '../../../../common/http/session-token';
import { hashToken, newSecureToken } from '../../../../common/secure-token';
import { UserTokenService } from '../../user-token/user-token.service';

/** passport-oauth2's state store. */
export type StateStore = NonNullable<StrategyOptions['store']>;

/** What the start of a redirect flow remembers until the provider sends the browser back. */
export interface SocialState {
  provider: TSocialProvider;
  redirectUrl: string;
  crowdId: number | null;
  locale: TLocale | null;
  /** sha256 of the state cookie's token: only the browser that started may finish. */
  browser: string;
}

/**
 * The OAuth state of the redirect flow (decision 004): a single-use token naming where to go
 * back to, bound by a cookie to the browser that started. The strategies check it before the code
 * is exchanged; the callback spends it.
 */
@Injectable()
export class SocialStates {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly cookies: AuthCookies,
  ) {}

  /**
   * The provider's strategy's state store. passport-oauth2 calls its functions by their arity:
   * `(req, done)` on the start, `(req, state, done)` on the callback.
   */
  storeFor(provider: TSocialProvider): StateStore {
    const store = (req: Request, done: (error: Error | null, state?: string) => void): void => {
      this.issue(provider, req).then((state) => done(null, state), done);
    };
    const verify = (req: Request, state: string, done: (error: Error | null, ok: boolean) => void): void => {
      this.find(provider, state, cookieOf(req, SOCIAL_STATE_COOKIE)).then(
        (found) => done(null, found !== null),
        (error: Error) => done(error, false),
      );
    };
    return { store, verify } as StateStore;
  }

  /** Spends a callback's state: what its start remembered, or null for a state this browser was not given. */
  async consume(provider: TSocialProvider, state: unknown, browser: string | undefined): Promise<SocialState | null> {
    const found = await this.find(provider, state, browser);
    return found && (await this.tokens.markUsed(found.row)) ? found.state : null;
  }

  private async issue(provider: TSocialProvider, req: Request): Promise<string> {
    const query = parseOrFail(ZStartSocialLoginQuery, req.query);
    const target = await this.hosts.redirectTarget(
      query.redirectUrl || `${this.config.publicUrl(this.config.mainHost)}/`,
    );
    if (!target) throw ValidationFailedError.field('redirectUrl', 'invalid_redirect_url');
    const browser = newSecureToken();
    const payload: SocialState = {
      provider,
      redirectUrl: target.url.href,
      crowdId: query.crowdId ?? null,
      locale: query.locale ?? null,
      browser: hashToken(browser),
    };
    const { token } = await this.tokens.issue({ type: 'SOCIAL_STATE', ttlMs: SOCIAL_STATE_TTL_MS, payload });
    if (req.res) this.cookies.setSocialState(req.res, browser);
    return token;
  }

  private async find(
    provider: TSocialProvider,
    token: unknown,
    browser: string | undefined,
  ): Promise<{ row: UserToken; state: SocialState } | null> {
    if (typeof token !== 'string' || browser === undefined) return null;
    const lookup = await this.tokens.lookup('SOCIAL_STATE', token);
    if (lookup.status !== 'valid') return null;
    const state = this.tokens.payloadOf<SocialState>(lookup.token);
    if (!state || state.provider !== provider || state.browser !== hashToken(browser)) return null;
    return { row: lookup.token, state };
  }
}
