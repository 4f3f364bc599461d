import { Injectable } from '@nestjs/common';
import type { TSsoCodeResponse, TSsoExchangeResponse } from '@crowd/contracts';
import { DomainError, unauthorized, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { assertMayActInCrowd } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService, type KnownHost } from '../../crowd/crowd/known-hosts.service';
import { toUserView } from '../user/user-view';
import { UserRepository } from '../user/user.repository';
import type { BrowserContext } from './session/browser';
import { SessionService, type SignedIn } from './session/session.service';
import { hashToken, matchesHash } from '../../../common/secure-token';
import { UserTokenService } from '../user-token/user-token.service';

const SSO_CODE_TTL_SECONDS = 60;

interface SsoCodePayload {
  /** The only host that may exchange the code (with port). */
  host: string;
  redirectUrl: string;
  masterSessionId: string | null;
  issuingSessionId: string;
  familyId: string;
  /** sha256 of the state of the browser the code is for: the exchange must present that state. */
  stateHash: string;
}

const codeInvalid = () => new DomainError('bad_request', 'sso_code_invalid');

/** A private user may use the login host and the main site, and of the crowd hosts only their crowd's. */
function assertHostAllowed(user: Pick<RequestUser, 'boundCrowdId'>, known: KnownHost): void {
  if (known.kind === 'crowd') assertMayActInCrowd(user, known.crowd.id);
}

/**
 * Single sign-on (decision 004): a signed-in session hands a known host a one-time code, which
 * that host trades server-side for a session of its own.
 */
@Injectable()
export class SsoService {
  constructor(
    private readonly users: UserRepository,
    private readonly hosts: KnownHostsService,
    private readonly tokens: UserTokenService,
    private readonly sessions: SessionService,
  ) {}

  async issueCode(user: RequestUser, redirectUrl: string, state: string): Promise<TSsoCodeResponse> {
    const session = user.session;
    if (!session) throw unauthorized();
    const target = await this.hosts.redirectTarget(redirectUrl);
    if (!target) throw ValidationFailedError.field('redirectUrl', 'invalid_redirect_url');
    assertHostAllowed(user, target.known);
    const payload: SsoCodePayload = {
      host: target.url.host,
      redirectUrl: target.url.href,
      masterSessionId: session.kind === 'master' ? session.id : session.masterSessionId,
      issuingSessionId: session.id,
      familyId: session.familyId,
      stateHash: hashToken(state),
    };
    const { token } = await this.tokens.issue({
      type: 'SSO_CODE',
      ttlMs: SSO_CODE_TTL_SECONDS * 1000,
      userId: user.id,
      crowdId: target.known.kind === 'crowd' ? target.known.crowd.id : null,
      payload,
    });
    return { code: token, redirectUrl: payload.redirectUrl, expiresInSeconds: SSO_CODE_TTL_SECONDS };
  }

  /**
   * The answer, and the new session whose cookie the controller sets. `state` is the state cookie
   * of the browser presenting the code: a code minted for another browser (login CSRF: an
   * attacker's own code sent to a victim) is refused, and spent.
   */
  async exchange(
    browser: BrowserContext,
    code: string,
    state: string,
  ): Promise<{ response: TSsoExchangeResponse; signedIn: SignedIn }> {
    const lookup = await this.tokens.lookup('SSO_CODE', code);
    if (lookup.status !== 'valid' || lookup.token.userId === null) throw codeInvalid();
    const payload = this.tokens.payloadOf<SsoCodePayload>(lookup.token);
    const host = browser.host;
    if (!payload || payload.host !== host) throw codeInvalid();
    if (!(await this.tokens.markUsed(lookup.token))) throw codeInvalid();
    if (typeof payload.stateHash !== 'string' || !matchesHash(state, payload.stateHash)) throw codeInvalid();
    // Signed out (or revoked) since the code was issued: the code dies with its session.
    if (!(await this.sessions.findLive(payload.issuingSessionId))) throw codeInvalid();
    const user = await this.users.findLiveById(lookup.token.userId);
    if (!user) throw codeInvalid();
    const known = await this.hosts.resolve(host);
    if (!known) throw codeInvalid();
    assertHostAllowed(user, known);

    const signedIn = await this.sessions.signIn(browser, user.id, {
      familyId: payload.familyId,
      masterSessionId: payload.masterSessionId,
    });
    if (signedIn.session.kind === 'master')
      await this.sessions.linkMaster(payload.issuingSessionId, signedIn.session.id);
    return { response: { ...toUserView(user), redirectUrl: payload.redirectUrl }, signedIn };
  }
}
