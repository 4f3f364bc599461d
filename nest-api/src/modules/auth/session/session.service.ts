import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import type { RequestUser } from '../../../common/http/request-user';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { Session } from '../entities/session.entity';
import { User } from '../entities/user.entity';
import { requestHost } from '../hosts/request-host';
import { hashToken, newSecureToken } from '../tokens/secure-token';
import { clearSessionCookie, SESSION_COOKIE, SESSION_TTL_MS, setSessionCookie } from './session-cookie';

/** lastSeenAt is refreshed at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** The presented cookie's token, if any. */
export const presentedToken = (req: Request): string | undefined => {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;
};

/**
 * Sessions per decision 004: a row per browser and host, the cookie holds a random token and
 * the row its sha256. A master session lives on LOGIN_HOST; host sessions elsewhere.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  private get secureCookies(): boolean {
    return this.config.env.PUBLIC_PROTOCOL === 'https';
  }

  /** The signed-in user of this request: a live session of this very host, of a live user. */
  async resolve(req: Request): Promise<RequestUser | undefined> {
    const token = presentedToken(req);
    if (!token) return undefined;
    const now = new Date();
    const session = await this.sessions.findOneBy({
      id: hashToken(token),
      host: requestHost(req),
      revokedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
    if (!session) return undefined;
    const user = await this.users.findOne({
      where: { id: session.userId, deletedAt: IsNull() },
      select: { id: true, boundCrowdId: true },
    });
    if (!user) return undefined;
    if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: now });
    }
    return {
      id: user.id,
      boundCrowdId: user.boundCrowdId,
      session: { id: session.id, kind: session.kind, masterSessionId: session.masterSessionId },
    };
  }

  /**
   * Signs the browser in on the request's host: revokes whatever session it presented
   * (rotation), creates a new one (master on LOGIN_HOST) and sets the cookie.
   */
  async signIn(req: Request, res: Response, userId: number, masterSessionId: string | null = null): Promise<Session> {
    await this.revokePresented(req);
    const host = requestHost(req);
    const kind = host === this.config.loginHost ? 'master' : 'host';
    const token = newSecureToken();
    const session = await this.sessions.save(
      this.sessions.create({
        id: hashToken(token),
        userId,
        host,
        kind,
        masterSessionId: kind === 'master' ? null : masterSessionId,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        revokedAt: null,
        userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
        ip: req.ip?.slice(0, 64) ?? null,
      }),
    );
    setSessionCookie(res, token, this.secureCookies);
    return session;
  }

  /** Logout: this host's session and its master session; the cookie is cleared either way. */
  async signOut(req: Request, res: Response): Promise<void> {
    const session = req.user?.session;
    const ids = [session?.id, session?.masterSessionId].filter((id): id is string => typeof id === 'string');
    const presented = presentedToken(req);
    if (presented) ids.push(hashToken(presented));
    await this.revoke(ids);
    clearSessionCookie(res, this.secureCookies);
  }

  async findLive(id: string): Promise<Session | null> {
    return this.sessions.findOneBy({ id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) });
  }

  /** A host session learns its master once the login host holds one (single sign-on back-bounce). */
  async linkMaster(hostSessionId: string, masterSessionId: string): Promise<void> {
    await this.sessions.update({ id: hostSessionId, kind: 'host', masterSessionId: IsNull() }, { masterSessionId });
  }

  /** Every live session of the user except `keep` (password change, reset). */
  async revokeAllOfUser(userId: number, keep: string[] = []): Promise<void> {
    await this.sessions.update(
      { userId, revokedAt: IsNull(), ...(keep.length > 0 ? { id: Not(In(keep)) } : {}) },
      { revokedAt: new Date() },
    );
  }

  private async revokePresented(req: Request): Promise<void> {
    const presented = presentedToken(req);
    if (presented) await this.revoke([hashToken(presented)]);
  }

  private async revoke(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.sessions.update({ id: In([...new Set(ids)]), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
