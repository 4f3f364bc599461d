import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Not } from 'typeorm';
import { TransactionalRepository } from '../../../../infra/database/unit-of-work';
import { Session } from '../entities/session.entity';

export type NewSession = Pick<
  Session,
  'id' | 'userId' | 'host' | 'kind' | 'masterSessionId' | 'familyId' | 'expiresAt' | 'revokedAt' | 'userAgent' | 'ip'
>;

@Injectable()
export class SessionRepository extends TransactionalRepository {
  private get sessions() {
    return this.manager.getRepository(Session);
  }

  create(session: NewSession): Promise<Session> {
    return this.sessions.save(this.sessions.create(session));
  }

  /** Not revoked and not expired at `now`; with `host`, only a session of that host. */
  findLive(id: string, now: Date, host?: string): Promise<Session | null> {
    return this.sessions.findOneBy({
      id,
      ...(host === undefined ? {} : { host }),
      revokedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    await this.sessions.update({ id }, { lastSeenAt });
  }

  async linkMaster(hostSessionId: string, masterSessionId: string): Promise<void> {
    await this.sessions.update({ id: hostSessionId, kind: 'host', masterSessionId: IsNull() }, { masterSessionId });
  }

  /** The sessions of family `from` join family `to`. */
  async joinFamily(from: string, to: string): Promise<void> {
    await this.sessions.update({ familyId: from }, { familyId: to });
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.sessions.update({ familyId, revokedAt: IsNull() }, { revokedAt: at });
  }

  async revokeAllOfUser(userId: number, keep: string[], at: Date): Promise<void> {
    await this.sessions.update(
      { userId, revokedAt: IsNull(), ...(keep.length > 0 ? { id: Not(In(keep)) } : {}) },
      { revokedAt: at },
    );
  }

  async revoke(ids: string[], at: Date): Promise<void> {
    await this.sessions.update({ id: In(ids), revokedAt: IsNull() }, { revokedAt: at });
  }
}
