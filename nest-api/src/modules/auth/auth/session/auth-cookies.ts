import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../../../../infra/config/config';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionCookieOptions } from './session-cookie';

/** Binds the OAuth state to the browser that started the social sign-in. */
export const SOCIAL_STATE_COOKIE = 'crowd_oauth';
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;

/** The one response helper for the auth cookies; services return tokens, controllers set them here. */
@Injectable()
export class AuthCookies {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get secure(): boolean {
    return this.config.env.PUBLIC_PROTOCOL === 'https';
  }

  setSession(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(this.secure), maxAge: SESSION_TTL_MS });
  }

  clearSession(res: Response): void {
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.secure));
  }

  setSocialState(res: Response, browserToken: string): void {
    res.cookie(SOCIAL_STATE_COOKIE, browserToken, { ...this.socialStateOptions(), maxAge: SOCIAL_STATE_TTL_MS });
  }

  clearSocialState(res: Response): void {
    res.clearCookie(SOCIAL_STATE_COOKIE, this.socialStateOptions());
  }

  private socialStateOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', path: '/api/login/social', secure: this.secure };
  }
}
