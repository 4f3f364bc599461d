import { Inject, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { isOwnOrigin } from '@crowd/contracts/origin';
import type { Express } from 'express';
import type { Server, Socket } from 'socket.io';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { SocketServerUserPush } from '../../../infra/realtime/socket-server-user-push';
import { userRoom } from '../../../infra/realtime/user-push';
import { handshakeHost, type TrustProxyFn } from '../../../common/http/request-host';
import { presentedTokenIn } from '../../../common/http/session-token';
import { SessionService } from '../../auth/auth/session/session.service';

/** Why a handshake is refused (the client's `connect_error` message). */
const SOCKET_REFUSALS = { origin: 'invalid_origin', session: 'unauthorized' } as const;

/**
 * The api's socket.io endpoint (/socket.io, proxied by the web on every site). A connection is
 * authenticated as an HTTP request is: the host it came by (X-Forwarded-Host from trusted proxies),
 * that host's session cookie, and the origin rule of a state-changing GET (an Origin, when sent,
 * must be the host's own; a sibling crowd host is same-site, so Sec-Fetch-Site must not say so).
 * Refused handshakes never reach the namespace; an accepted socket joins `user:<id>`.
 */
@WebSocketGateway()
export class UserSocketGateway implements OnGatewayInit<Server> {
  private readonly logger = new Logger(UserSocketGateway.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly push: SocketServerUserPush,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  afterInit(server: Server): void {
    const trust = this.adapterHost.httpAdapter.getInstance<Express>().get('trust proxy fn') as TrustProxyFn;
    server.use((socket, next) => {
      this.authenticate(socket, trust).then(
        (refusal) => next(refusal ? new Error(refusal) : undefined),
        (error: unknown) => {
          this.logger.error(`socket handshake failed: ${error instanceof Error ? error.message : String(error)}`);
          next(new Error(SOCKET_REFUSALS.session));
        },
      );
    });
    this.push.attach(server);
  }

  /** Joins the socket to its user's room; answers why it is refused otherwise. */
  private async authenticate(socket: Socket, trust: TrustProxyFn): Promise<string | undefined> {
    const req = socket.request;
    const host = handshakeHost(req, trust);
    const header = (name: string): string | undefined => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const ownOrigin = isOwnOrigin({
      method: 'GET',
      stateChangingGet: true,
      origin: header('origin'),
      fetchSite: header('sec-fetch-site'),
      ownOrigin: this.config.publicUrl(host),
    });
    if (!host || !ownOrigin) return SOCKET_REFUSALS.origin;
    const user = await this.sessions.resolve(presentedTokenIn(header('cookie')), host);
    if (!user) return SOCKET_REFUSALS.session;
    await socket.join(userRoom(user.id));
    return undefined;
  }
}
