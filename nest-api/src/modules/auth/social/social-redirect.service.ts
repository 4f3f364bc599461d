import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TLocale, TSocialEmailResponse, TSocialProvider, TStartSocialLoginQuery } from '@crowd/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { DomainError, notFound, ValidationFailedError } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { KnownHostsService } from '../hosts/known-hosts.service';
import { requestHost } from '../hosts/request-host';
import { SessionService } from '../session/session.service';
import { SsoService } from '../sso.service';
import { hashToken, newSecureToken } from '../tokens/secure-token';
import { UserTokenService } from '../tokens/user-token.service';
import { toUserView } from '../user-view';
import { SocialLoginService } from './social-login.service';
import { identityFromUserInfo, SocialProviders, type SocialIdentity } from './social-providers';

/** Binds the OAuth state to the browser that started the sign-in. */
const STATE_COOKIE = 'crowd_oauth';
const STATE_TTL_MS = 10 * 60 * 1000;
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
    private readonly sso: SsoService,
  ) {}

  private get loginOrigin(): string {
    return this.config.publicUrl(this.config.loginHost);
  }

  private stateCookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/login/social',
      secure: this.config.env.PUBLIC_PROTOCOL === 'https',
    };
  }

  /** The URL of the provider's consent page; remembers where to go back to. */
  async start(req: Request, res: Response, provider: TSocialProvider, query: TStartSocialLoginQuery): Promise<string> {
    this.requireLoginHost(req);
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
    const { token: state } = await this.tokens.issue({ type: 'SOCIAL_STATE', ttlMs: STATE_TTL_MS, payload });
    res.cookie(STATE_COOKIE, browser, { ...this.stateCookieOptions(), maxAge: STATE_TTL_MS });
    const outcome = await this.providers.runStrategy(provider, req, { state, session: false });
    if (outcome.kind !== 'redirect') throw new DomainError('unavailable', 'social_login_error');
    return outcome.url;
  }

  /** Where the browser goes after the provider's redirect back. */
  async callback(req: Request, res: Response, provider: TSocialProvider): Promise<string> {
    this.requireLoginHost(req);
    if (!this.providers.configured().includes(provider)) throw notFound();
    const state = await this.consumeState(req, res, provider);
    if (!state) return this.loginPage('social_login_error');
    const code: unknown = req.query.code;
    if (req.query.error !== undefined || typeof code !== 'string' || code === '') {
      return this.loginPage('social_login_error', state.redirectUrl);
    }

    let identity: SocialIdentity;
    try {
      const outcome = await this.providers.runStrategy(provider, req, { session: false });
      if (outcome.kind !== 'profile') return this.loginPage('social_login_error', state.redirectUrl);
      identity = identityFromUserInfo(provider, outcome.json);
    } catch (error) {
      const key = messageKeyOf(error);
      if (!key)
        this.logger.warn(`${provider} sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return this.loginPage(key ?? 'social_login_error', state.redirectUrl);
    }

    try {
      const user = await this.socialLogin.signIn(identity, {
        locale: state.locale ?? undefined,
        crowdId: state.crowdId ?? undefined,
      });
      const session = await this.sessions.signIn(req, res, user.id);
      return await this.continueTo(state.redirectUrl, {
        id: user.id,
        boundCrowdId: user.boundCrowdId,
        sessionId: session.id,
      });
    } catch (error) {
      if (isEmailRequired(error)) return this.askForEmail(identity, state);
      const key = messageKeyOf(error);
      if (!key) throw error;
      return this.loginPage(key, state.redirectUrl);
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
  async completeWithEmail(req: Request, res: Response, token: string, email: string): Promise<TSocialEmailResponse> {
    this.requireLoginHost(req);
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
    await this.sessions.signIn(req, res, user.id);
    return { ...toUserView(user), redirectUrl: pending.redirectUrl };
  }

  /** On the login host itself the browser goes straight there; elsewhere through `/sso/receive`. */
  private async continueTo(
    redirectUrl: string,
    user: { id: number; boundCrowdId: number | null; sessionId: string },
  ): Promise<string> {
    const url = new URL(redirectUrl);
    if (url.host === this.config.loginHost) return url.href;
    const { code } = await this.sso.issueCode(
      {
        id: user.id,
        boundCrowdId: user.boundCrowdId,
        session: { id: user.sessionId, kind: 'master', masterSessionId: null },
      },
      redirectUrl,
    );
    return `${url.origin}/sso/receive?code=${encodeURIComponent(code)}`;
  }

  private async consumeState(
    req: Request,
    res: Response,
    provider: TSocialProvider,
  ): Promise<SocialStatePayload | null> {
    const browser: unknown = (req.cookies as Record<string, unknown> | undefined)?.[STATE_COOKIE];
    res.clearCookie(STATE_COOKIE, this.stateCookieOptions());
    const state: unknown = req.query.state;
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

  private requireLoginHost(req: Request): void {
    if (requestHost(req) !== this.config.loginHost) throw notFound();
  }
}
