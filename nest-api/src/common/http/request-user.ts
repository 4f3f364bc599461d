/**
 * Who is signed in, as the auth module puts it on the request. Modules read identity only from
 * here (`req.user`), never from headers or the body.
 */
export interface RequestUser {
  id: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: RequestUser;
  }
}
