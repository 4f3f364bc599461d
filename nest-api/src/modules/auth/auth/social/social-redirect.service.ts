import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TLocale, TSocialEmailResponse, TSocialProvider } from '@crowd/contracts';
import { DomainError, notFound, ValidationFailedError } from '../../../../common/errors';
import type { AppConfig } from '../../../../infra/config/config';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import { toUserView } from '../../user/user-view';
import type { BrowserContext } from '../session/browser';
import { SessionService, type SignedIn } from '../session/session.service';
import { UserTokenService } from '../../user-token/user-token.service';
import type { SocialOutcome } from './social-auth.guard';
import { messageKeyOf, type SocialIdentity } from './social-identity';
import { SocialLoginService } from './social-login.service';
import { SocialStates, type SocialState } from './social-states';

const SOCIAL_EMAIL_TTL_MS = 15 * 60 * 1000;

interface SocialEmailPayload {
  identity: SocialIdentity;
  redirectUrl: string;
  crowdId: number | null;
  locale: TLocale | null;
}

const isEmailRequired = (error: unknown): boolean =>
  error instanceof ValidationFailedError && error.errors.some((entry) => entry.msg === 'social_email_required');

/**
 * The end of the redirect flow (decision 004), on LOGIN_HOST: the callback signs in with a master
 * session there and sends the browser on through single sign-on.
 */
@Injectable()
export class SocialRedirectService {
  private readonly logger = new Logger(SocialRedirectService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly socialLogin: SocialLoginService,
    private readonly tokens: UserTokenService,
    private readonly states: SocialStates,
    private readonly sessions: SessionService,
  ) {}

  private get loginOrigin(): string {
    return this.config.publicUrl(this.config.loginHost);
  }

  /** Where the browser goes after the provider's redirect back, and the session it signed in with. */
  async callback(
    browser: BrowserContext,
    provider: TSocialProvider,
    outcome: SocialOutcome,
    state: unknown,
    stateCookie: string | undefined,
  ): Promise<{ url: string; signedIn?: SignedIn }> {
    const started = await this.states.consume(provider, state, stateCookie);
    if (!started) return { url: this.loginPage('social_login_error') };
    if ('failure' in outcome) {
      const key = messageKeyOf(outcome.failure);
      if (!key && outcome.failure) this.logger.warn(`${provider} sign-in failed: ${String(outcome.failure)}`);
      return { url: this.loginPage(key ?? 'social_login_error', started.redirectUrl) };
    }
    try {
      const user = await this.socialLogin.signIn(outcome.identity, {
        locale: started.locale ?? undefined,
        crowdId: started.crowdId ?? undefined,
      });
      const signedIn = await this.sessions.signIn(browser, user.id);
      return { url: this.continueTo(started.redirectUrl), signedIn };
    } catch (error) {
      if (isEmailRequired(error)) return { url: await this.askForEmail(outcome.identity, started) };
      const key = messageKeyOf(error);
      if (!key) throw error;
      return { url: this.loginPage(key, started.redirectUrl) };
    }
  }

  /** The provider gave no e-mail (Facebook may not): the login host asks for one. */
  private async askForEmail(identity: SocialIdentity, state: SocialState): Promise<string> {
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
    if (browser.host !== this.config.loginHost) throw notFound();
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

  private loginPage(error: string, redirectUrl?: string): string {
    const query = new URLSearchParams({ error });
    if (redirectUrl) query.set('redirectUrl', redirectUrl);
    return `${this.loginOrigin}/login?${query.toString()}`;
  }
}
