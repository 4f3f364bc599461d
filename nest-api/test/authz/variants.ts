/**
 * The matrix's id rows (issue 24, decision 029): generated from the rows, so every route with an
 * id in its path, query or body is called with that id written other ways, and every route that
 * names a crowd is called from another crowd's private site. Each call must be refused (400, 404,
 * 422) or answered exactly as the row's own call (same status), and a refused one changes no table.
 *
 * - An id in the path, query or a multipart field is written `0N`, `00N`, `N.0`, `+N`, `0x…`,
 *   `Ne0`, ` N` (sent as `%20N`) and `%20N` (the text itself, sent as `%2520N`). A crowd id written
 *   another way is sent with `X-Private-Crowd` naming the caller's own crowd, as the penetration
 *   test did: a guard that cannot read the path's crowd must not fall back to the header.
 * - An id in a JSON body is sent as its text (`"N"`), as `"0N"`, as `N + 0.5` and as `2^32 + N`
 *   (past the id columns' range; a database that wraps or clamps it would reach another row); a
 *   JSON crowd id too with the caller's own crowd in the header.
 * - A call that names a crowd (`crowdId` in path, query or body) is sent with `X-Private-Crowd`
 *   naming the caller's own crowd, or the other crowd where that is the one named.
 *
 * Every spelling for every id of every route (the first row of each route, by every actor): some
 * 80 s more for the suite on an idle 2-core machine, so nothing is sampled.
 */
import { PRIVATE_CROWD_HEADER } from '@crowd/contracts';
import type { ActorName, Call, MatrixRow } from './matrix';
import type { World } from './world';

type Spelling = (id: number) => string;

/** How an id may be written in a path, query or form (the finding's list). */
export const TEXT_SPELLINGS: Readonly<Record<string, Spelling>> = {
  '0N': (id) => `0${id}`,
  '+N': (id) => `+${id}`,
  ' N': (id) => ` ${id}`,
  '00N': (id) => `00${id}`,
  'N.0': (id) => `${id}.0`,
  '0x..': (id) => `0x${id.toString(16)}`,
  Ne0: (id) => `${id}e0`,
  '%20N': (id) => `%20${id}`,
};
/** How an id may be written in a JSON body. */
export const JSON_SPELLINGS: Readonly<Record<string, (id: number) => unknown>> = {
  '"N"': (id) => String(id),
  '"0N"': (id) => `0${id}`,
  'N+0.5': (id) => id + 0.5,
  '2^32+N': (id) => 2 ** 32 + id,
};

const isIdName = (name: string): boolean => name === 'id' || /Id$/.test(name);
const CANONICAL = /^[1-9]\d*$/;

/** Where a call carries an id. */
type IdPlace =
  | { kind: 'path'; name: string; segment: number }
  | { kind: 'query'; name: string }
  | { kind: 'field'; name: string }
  | { kind: 'json'; name: string };

const placeName = (place: IdPlace): string => `${place.kind} ${place.name}`;

function splitPath(path: string): { segments: string[]; query: URLSearchParams } {
  const [pathname = '', search = ''] = path.split('?', 2);
  return { segments: pathname.split('/'), query: new URLSearchParams(search) };
}

/** The ids a row's call carries (those written canonically: the rows' own data). */
function idPlaces(route: string, call: Call): IdPlace[] {
  const template = (route.split(' ')[1] ?? '').split('/');
  const { segments, query } = splitPath(call.path);
  const places: IdPlace[] = [];
  template.forEach((part, segment) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name && isIdName(name) && CANONICAL.test(segments[segment] ?? '')) places.push({ kind: 'path', name, segment });
  });
  for (const [name, value] of query) if (isIdName(name) && CANONICAL.test(value)) places.push({ kind: 'query', name });
  for (const [name, value] of Object.entries(call.multipart?.fields ?? {}))
    if (isIdName(name) && CANONICAL.test(value)) places.push({ kind: 'field', name });
  for (const [name, value] of Object.entries(call.body ?? {}))
    if (isIdName(name) && Number.isInteger(value) && (value as number) > 0) places.push({ kind: 'json', name });
  return places;
}

function idAt(call: Call, place: IdPlace): number {
  const { segments, query } = splitPath(call.path);
  if (place.kind === 'path') return Number(segments[place.segment]);
  if (place.kind === 'query') return Number(query.get(place.name));
  if (place.kind === 'field') return Number(call.multipart?.fields[place.name]);
  return call.body?.[place.name] as number;
}

/** `call` with the id at `place` replaced by `written` (URL-encoded in a path or query). */
function rewrite(call: Call, place: IdPlace, written: unknown): Call {
  if (place.kind === 'path' || place.kind === 'query') {
    const { segments, query } = splitPath(call.path);
    if (place.kind === 'path') segments[place.segment] = encodeURIComponent(String(written));
    const search =
      place.kind === 'query'
        ? [...query].map(([name, value]) =>
            name === place.name
              ? `${name}=${encodeURIComponent(String(written))}`
              : `${name}=${encodeURIComponent(value)}`,
          )
        : [...query].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    return { ...call, path: `${segments.join('/')}${search.length ? `?${search.join('&')}` : ''}` };
  }
  if (place.kind === 'field' && call.multipart)
    return {
      ...call,
      multipart: { ...call.multipart, fields: { ...call.multipart.fields, [place.name]: String(written) } },
    };
  return { ...call, body: { ...call.body, [place.name]: written } };
}

/** The crowd a call names (`crowdId` anywhere), if any. */
function namedCrowd(route: string, call: Call): number | undefined {
  const place = idPlaces(route, call).find((candidate) => candidate.name === 'crowdId');
  return place ? idAt(call, place) : undefined;
}

/** The crowd whose members the actor is (anonymous: none). */
function ownCrowd(world: World, actor: ActorName): number | undefined {
  if (actor === 'anonymous') return undefined;
  return actor.endsWith('A') ? world.crowdA.id : world.crowdB.id;
}

const withHeader = (call: Call, crowdId: number | undefined): Call =>
  crowdId === undefined ? call : { ...call, headers: { ...call.headers, [PRIVATE_CROWD_HEADER]: String(crowdId) } };

/** One way to send a row's call otherwise: what it changes, and the call. */
export interface Variant {
  title: string;
  call: Call;
  /** Whether it only changes the `X-Private-Crowd` header (the crowd from another crowd's site). */
  header: boolean;
}

/**
 * Every other way to send `call` (the row's call for `actor`, built afresh for each variant by
 * `fresh`, so each uses data of its own): each of its ids written every other way, and, when it
 * names a crowd, the header of another crowd's private site.
 */
export async function variantsOf(
  row: MatrixRow,
  world: World,
  actor: ActorName,
  fresh: () => Promise<Call>,
): Promise<Variant[]> {
  const probe = await fresh();
  const places = idPlaces(row.route, probe);
  const variants: Variant[] = [];
  for (const place of places) {
    const spellings: Array<[string, (id: number) => unknown]> =
      place.kind === 'json'
        ? Object.entries(JSON_SPELLINGS)
        : Object.entries(TEXT_SPELLINGS).map(([name, spell]) => [JSON.stringify(name), spell]);
    for (const [name, spell] of spellings) {
      const call = variants.length === 0 ? probe : await fresh();
      const at = idPlaces(row.route, call).find((candidate) => placeName(candidate) === placeName(place));
      if (!at) continue;
      const written = rewrite(call, at, spell(idAt(call, at)));
      // The attack: a crowd id the guard cannot read, and the caller's own crowd in the header.
      const attack = place.name === 'crowdId' && row.site !== 'crowdB';
      variants.push({
        title: `${placeName(place)} written ${name}${attack ? ' with X-Private-Crowd of the caller' : ''}`,
        call: attack ? withHeader(written, ownCrowd(world, actor)) : written,
        header: false,
      });
    }
  }
  const call = variants.length === 0 ? probe : await fresh();
  const named = namedCrowd(row.route, call);
  if (named !== undefined) {
    const own = ownCrowd(world, actor);
    const other = named === world.crowdA.id ? world.crowdB.id : world.crowdA.id;
    variants.push({
      title: `X-Private-Crowd names crowd ${own !== undefined && own !== named ? "the caller's own" : 'another'}, the call its crowd`,
      call: withHeader(call, own !== undefined && own !== named ? own : other),
      header: true,
    });
  }
  return variants;
}
