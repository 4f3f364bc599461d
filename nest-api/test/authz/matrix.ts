import type { Response } from 'supertest';
import type { World } from './world';

/** Who calls: nobody signed in, four people of crowd A or B, and a private user bound to B. */
export const ACTORS = ['anonymous', 'followerA', 'managerA', 'adminA', 'adminB', 'privateB'] as const;
export type ActorName = (typeof ACTORS)[number];

/** The site whose Host header a browser sends the call with; crowd B is private. */
export type Site = 'main' | 'login' | 'crowdA' | 'crowdB';

export type Outcome =
  /** The actor may call the route and the call succeeds (2xx, or a redirect for the redirect routes). */
  | { kind: 'allowed'; status: number }
  /** The actor may call the route; the request is refused for its content on purpose (the reason says why). */
  | { kind: 'invalid'; status: number; reason: string }
  /** The actor may not: the status, and the error key when the answer names one. */
  | { kind: 'refused'; status: number; error?: string };

export const allowed = (status = 200): Outcome => ({ kind: 'allowed', status });
export const invalid = (status: number, reason: string): Outcome => ({ kind: 'invalid', status, reason });
export const refused = (status: number, error?: string): Outcome => ({ kind: 'refused', status, error });

/** `outcome` for every actor, except the ones named in `except`. */
export const everyone = (outcome: Outcome, except: Partial<Record<ActorName, Outcome>> = {}) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, except[actor] ?? outcome])) as Record<ActorName, Outcome>;

/** `outcome` for every signed-in actor; anonymous gets 401 unauthorized. */
export const signedIn = (outcome: Outcome, except: Partial<Record<ActorName, Outcome>> = {}) =>
  everyone(outcome, { anonymous: refused(401, 'unauthorized'), ...except });

/** What one call sends: the path below /api (params filled in, query included) and a body. */
export interface Call {
  path: string;
  body?: Record<string, unknown>;
  /** Headers beyond the site's (e.g. `X-Private-Crowd` of another crowd: it replaces the site's). */
  headers?: Record<string, string>;
  /** A multipart form instead of JSON: text fields and one file. */
  multipart?: { fields: Record<string, string>; file: { field: string; content: Buffer; filename: string } };
}

export interface MatrixRow {
  /** `METHOD /path` exactly as the route registry lists it (`{param}` placeholders). */
  route: string;
  /** What this row's data is, when a route has several rows. */
  title?: string;
  site: Site;
  /** Builds the request for `actor`; may create the data it needs (tokens, users) first. */
  call(world: World, actor: ActorName): Call | Promise<Call>;
  expect: Record<ActorName, Outcome>;
  /**
   * 'fresh': the call ends or rotates the browser's session (logout, sign-in, code exchange), so the
   * actor makes it from a new browser signed in just for it; the actor's shared sessions live on.
   */
  session?: 'shared' | 'fresh';
  /** Further checks of an answer (e.g. what a private crowd shows outsiders). */
  check?(response: Response, actor: ActorName, world: World): void;
}

export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
