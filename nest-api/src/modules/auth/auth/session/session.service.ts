import { Inject, Injectable } from '@nestjs/common';
import type { RequestSession, RequestUser } from '../../../../common/http/request-user';
import { ProcessMemo } from '../../../../infra/cache/process-memo';
import type { AppConfig } from '../../../../infra/config/config';
import { Clock } from '../../../../infra/clock/clock';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import { UserRepository } from '../../user/user.repository';
import type { Session } from '../entities/session.entity';
import { hashToken, newSecureToken } from '../../../../common/secure-token';
import type { BrowserContext } from './browser';
import { SESSION_TTL_MS } from './session-cookie';
import { SessionRepository } from './session.repository';

/** lastSeenAt is refreshed at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Where a session handed out by single sign-on comes from: the issuing session's family and master. */
export interface SsoOrigin {
  familyId: string;
  masterSessionId: string | null;
}

/** A new session and the token its cookie carries (the controller sets the cookie). */
export interface SignedIn {
  session: Session;
  token: string;
}

/**
 * Sessions per decision 004: a row per browser and host, the cookie holds a random token and
 * the row its sha256. A master session lives on LOGIN_HOST; host sessions elsewhere.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly memo: ProcessMemo,
  ) {}

  /**
   * The signed-in user of a request: a live session of this very host, of a live user. A page's
   * calls present the same session within a moment, so the answer is kept per session and host
   * (`ProcessMemo`; this process's sign-outs and every write empty it).
   */
  async resolve(token: string | undefined, host: string): Promise<RequestUser | undefined> {
    if (!token) return undefined;
    const user = await this.memo.get(`session:${hashToken(token)}:${host}`, () => this.read(token, host));
    // A copy each time: no request can change what the next one is handed.
    return user && { ...user, session: user.session && { ...user.session } };
  }

  private async read(token: string, host: string): Promise<RequestUser | undefined> {
    const now = this.clock.now();
    const session = await this.sessions.findLive(hashToken(token), now, host);
    if (!session) return undefined;
    const user = await this.users.findLiveIdentity(session.userId);
    if (!user) return undefined;
    if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.sessions.touch(session.id, now);
    }
    return {
      id: user.id,
      boundCrowdId: user.boundCrowdId,
      session: {
        id: session.id,
        kind: session.kind,
        masterSessionId: session.masterSessionId,
        familyId: session.familyId,
      },
    };
  }

  /**
   * Signs the browser in on its host: revokes whatever session it presented (rotation) and creates
   * a new one (master on LOGIN_HOST). The new session joins the family of the single sign-on code
   * it came from, else that of the session the browser presented, else starts one; a presented
   * session of another family joins it, so one logout still reaches everything this browser holds.
   */
  async signIn(browser: BrowserContext, userId: number, sso?: SsoOrigin): Promise<SignedIn> {
    // Some sign-ins are GETs (activation, social callbacks): the rotated session must not stay known.
    this.memo.clear();
    const presentedId = browser.presentedToken ? hashToken(browser.presentedToken) : null;
    const presented = presentedId ? await this.sessions.findLive(presentedId, this.clock.now(), browser.host) : null;
    if (presentedId) await this.revoke([presentedId]);
    const kind = browser.host === this.config.loginHost ? 'master' : 'host';
    const token = newSecureToken();
    const id = hashToken(token);
    const familyId = sso?.familyId ?? presented?.familyId ?? id;
    if (presented && presented.familyId !== familyId) await this.sessions.joinFamily(presented.familyId, familyId);
    const session = await this.sessions.create({
      id,
      userId,
      host: browser.host,
      kind,
      masterSessionId: kind === 'master' ? null : (sso?.masterSessionId ?? null),
      familyId,
      expiresAt: new Date(this.clock.nowMs() + SESSION_TTL_MS),
      revokedAt: null,
      userAgent: browser.userAgent,
      ip: browser.ip,
    });
    return { session, token };
  }

  /**
   * Logout: every session of this session's family (all hosts; its master is always of the same
   * family) and whatever session the browser presented.
   */
  async signOut(session: RequestSession | undefined, presentedToken: string | undefined): Promise<void> {
    try {
      if (session) await this.sessions.revokeFamily(session.familyId, this.clock.now());
      if (presentedToken) await this.revoke([hashToken(presentedToken)]);
    } finally {
      // Logout is a GET (spec): what this process knew of the family's sessions goes with it.
      this.memo.clear();
    }
  }

  async findLive(id: string): Promise<Session | null> {
    return this.sessions.findLive(id, this.clock.now());
  }

  /** A host session learns its master once the login host holds one (single sign-on back-bounce). */
  async linkMaster(hostSessionId: string, masterSessionId: string): Promise<void> {
    await this.sessions.linkMaster(hostSessionId, masterSessionId);
    this.memo.clear();
  }

  /** Every live session of the user except `keep` (password change, reset). */
  async revokeAllOfUser(userId: number, keep: string[] = []): Promise<void> {
    await this.sessions.revokeAllOfUser(userId, keep, this.clock.now());
    this.memo.clear();
  }

  private async revoke(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.sessions.revoke([...new Set(ids)], this.clock.now());
    this.memo.clear();
  }
}
