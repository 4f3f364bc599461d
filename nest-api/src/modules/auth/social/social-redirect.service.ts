import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TLocale, TSocialEmailResponse, TSocialProvider, TStartSocialLoginQuery } from '@crowd/contracts';
import { DomainError, notFound, ValidationFailedError } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { KnownHostsService } from '../../crowd/known-hosts.service';
import type { BrowserContext } from '../session/browser';
import { SessionService, type SignedIn } from '../session/session.service';
import { hashToken, newSecureToken } from '../tokens/secure-token';
import { UserTokenService } from '../tokens/user-token.service';
import { toUserView } from '../../user/user-view';
import { SocialLoginService } from './social-login.service';
import { identityFromUserInfo, SocialProviders, type OAuthQuery, type SocialIdentity } from './social-providers';

import { SOCIAL_STATE_TTL_MS } from '../session/auth-cookies';

const SOCIAL_EMAIL_TTL_MS = 15 * 60 * 1000;

interface SocialStatePayload {
  provider: TSocialProvider;
  redirectUrl: string;
  crowdId: number | null;
  locale: TLocale | null;
  browser: string;
}

interface SocialEmailPayload {
  identity: SocialIdentity;
  redirectUrl: string;
  crowdId: number | null;
  locale: TLocale | null;
}

const isEmailRequired = (error: unknown): boolean =>
  error instanceof ValidationFailedError && error.errors.some((entry) => entry.msg === 'social_email_required');

const messageKeyOf = (error: unknown): string | null => {
  if (error instanceof DomainError) return error.key;
  if (error instanceof ValidationFailedError) return error.errors[0]?.msg ?? null;
  return null;
};

/**
 * The redirect flow (decision 004): start and the one callback live on LOGIN_HOST; the callback
 * signs in with a master session there and sends the browser on through single sign-on.
 */
@Injectable()
export class SocialRedirectService {
  private readonly logger = new Logger(SocialRedirectService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: SocialProviders,
    private readonly socialLogin: SocialLoginService,
    private readonly tokens: UserTokenService,
    private readonly hosts: KnownHostsService,
    private readonly sessions: SessionService,
  ) {}

  private get loginOrigin(): string {
    return this.config.publicUrl(this.config.loginHost);
  }

  /**
   * The URL of the provider's consent page; remembers where to go back to. `browserToken` goes
   * into the state cookie, so only this browser can finish the sign-in.
   */
  async start(
    host: string,
    provider: TSocialProvider,
    query: TStartSocialLoginQuery,
    rawQuery: OAuthQuery,
  ): Promise<{ url: string; browserToken: string }> {
    this.requireLoginHost(host);
    if (!this.providers.configured().includes(provider)) throw notFound();
    const redirectUrl = query.redirectUrl || `${this.config.publicUrl(this.config.mainHost)}/`;
    const target = await this.hosts.redirectTarget(redirectUrl);
    if (!target) throw ValidationFailedError.field('redirectUrl', 'invalid_redirect_url');

    const browser = newSecureToken();
    const payload: SocialStatePayload = {
      provider,
      redirectUrl: target.url.href,
      crowdId: query.crowdId ?? null,
      locale: query.locale ?? null,
      browser: hashToken(browser),
    };
    const { token: state } = await this.tokens.issue({ type: 'SOCIAL_STATE', ttlMs: SOCIAL_STATE_TTL_MS, payload });
    const outcome = await this.providers.runStrategy(provider, rawQuery, { state, session: false });
    if (outcome.kind !== 'redirect') throw new DomainError('unavailable', 'social_login_error');
    return { url: outcome.url, browserToken: browser };
  }

  /** Where the browser goes after the provider's redirect back, and the session it signed in with. */
  async callback(
    browser: BrowserContext,
    provider: TSocialProvider,
    query: OAuthQuery,
    stateCookie: string | undefined,
  ): Promise<{ url: string; signedIn?: SignedIn }> {
    this.requireLoginHost(browser.host);
    if (!this.providers.configured().includes(provider)) throw notFound();
    const state = await this.consumeState(provider, query.state, stateCookie);
    if (!state) return { url: this.loginPage('social_login_error') };
    const code: unknown = query.code;
    if (query.error !== undefined || typeof code !== 'string' || code === '') {
      return { url: this.loginPage('social_login_error', state.redirectUrl) };
    }

    let identity: SocialIdentity;
    try {
      const outcome = await this.providers.runStrategy(provider, query, { session: false });
      if (outcome.kind !== 'profile') return { url: this.loginPage('social_login_error', state.redirectUrl) };
      identity = identityFromUserInfo(provider, outcome.json);
    } catch (error) {
      const key = messageKeyOf(error);
      if (!key)
        this.logger.warn(`${provider} sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return { url: this.loginPage(key ?? 'social_login_error', state.redirectUrl) };
    }

    try {
      const user = await this.socialLogin.signIn(identity, {
        locale: state.locale ?? undefined,
        crowdId: state.crowdId ?? undefined,
      });
      const signedIn = await this.sessions.signIn(browser, user.id);
      return { url: this.continueTo(state.redirectUrl), signedIn };
    } catch (error) {
      if (isEmailRequired(error)) return { url: await this.askForEmail(identity, state) };
      const key = messageKeyOf(error);
      if (!key) throw error;
      return { url: this.loginPage(key, state.redirectUrl) };
    }
  }

  /** The provider gave no e-mail (Facebook may not): the login host asks for one. */
  private async askForEmail(identity: SocialIdentity, state: SocialStatePayload): Promise<string> {
    const payload: SocialEmailPayload = {
      identity,
      redirectUrl: state.redirectUrl,
      crowdId: state.crowdId,
      locale: state.locale,
    };
    const { token } = await this.tokens.issue({ type: 'SOCIAL_EMAIL', ttlMs: SOCIAL_EMAIL_TTL_MS, payload });
    return `${this.loginOrigin}/login/socialEmail?token=${encodeURIComponent(token)}`;
  }

  /** POST /login/socialEmail: the pending sign-in, with the e-mail the user typed. */
  async completeWithEmail(
    browser: BrowserContext,
    token: string,
    email: string,
  ): Promise<{ response: TSocialEmailResponse; signedIn: SignedIn }> {
    this.requireLoginHost(browser.host);
    const lookup = await this.tokens.lookup('SOCIAL_EMAIL', token);
    if (lookup.status !== 'valid') throw new DomainError('bad_request', 'social_login_error');
    const pending = this.tokens.payloadOf<SocialEmailPayload>(lookup.token);
    if (!pending) throw new DomainError('bad_request', 'social_login_error');
    // An e-mail that already has an account is refused before the token is spent, so the user can correct it.
    const user = await this.socialLogin.signIn(pending.identity, {
      email,
      locale: pending.locale ?? undefined,
      crowdId: pending.crowdId ?? undefined,
    });
    if (!(await this.tokens.markUsed(lookup.token))) throw new DomainError('bad_request', 'social_login_error');
    const signedIn = await this.sessions.signIn(browser, user.id);
    return { response: { ...toUserView(user), redirectUrl: pending.redirectUrl }, signedIn };
  }

  /**
   * Through the login host's `/sso/start`, which first has the hosts it told "no session" forget
   * that answer (decision 004), then goes on to a target on the login host itself, or hands the
   * target's host a code bound to that host's state in this browser.
   */
  private continueTo(redirectUrl: string): string {
    const url = new URL(redirectUrl);
    return `${this.loginOrigin}/sso/start?${new URLSearchParams({ successUrl: url.href }).toString()}`;
  }

  private async consumeState(
    provider: TSocialProvider,
    state: unknown,
    browser: string | undefined,
  ): Promise<SocialStatePayload | null> {
    if (typeof state !== 'string' || typeof browser !== 'string') return null;
    const lookup = await this.tokens.lookup('SOCIAL_STATE', state);
    if (lookup.status !== 'valid') return null;
    const payload = this.tokens.payloadOf<SocialStatePayload>(lookup.token);
    if (!payload || payload.provider !== provider || payload.browser !== hashToken(browser)) return null;
    return (await this.tokens.markUsed(lookup.token)) ? payload : null;
  }

  private loginPage(error: string, redirectUrl?: string): string {
    const query = new URLSearchParams({ error });
    if (redirectUrl) query.set('redirectUrl', redirectUrl);
    return `${this.loginOrigin}/login?${query.toString()}`;
  }

  private requireLoginHost(host: string): void {
    if (host !== this.config.loginHost) throw notFound();
  }
}
