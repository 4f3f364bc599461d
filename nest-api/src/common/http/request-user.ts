/** The browser session a request was made with (auth module). */
export interface RequestSession {
  /** sha256 of the cookie's token: the session row's id. */
  id: string;
  kind: 'host' | 'master';
  /** The master session on the login host this session was handed out from, if any. */
  masterSessionId: string | null;
  /** The single sign-on family this session belongs to (decision 004): logout ends all of it. */
  familyId: string;
}

/**
 * Who is signed in, as the auth module puts it on the request. Modules read identity only from
 * here (`req.user`), never from headers or the body.
 */
export interface RequestUser {
  id: number;
  /** Set for a private user: the only crowd this user may act in (from the user record). */
  boundCrowdId?: number | null;
  session?: RequestSession;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: RequestUser;
  }
}
