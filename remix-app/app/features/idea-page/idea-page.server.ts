import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { isCrowdStaff } from '@crowd/contracts/enums';
import { crowdDomainKey } from '@crowd/contracts/hosts';
import { parseId, type TCrowdView, type TIdea, type TIdeaViewer, type TQuestionnaire } from '@crowd/contracts/schemas';
import { getVisibleCrowd } from '~/features/crowd/crowd.server';
import { loadCommentsPage } from '~/features/idea-comments/comments.server';
import { api, apiHref, type ApiClient } from '~/lib/api.server';
import { failedRead } from '~/lib/api-failure.server';
import { ideaMetaDescription } from '~/features/shell/page-meta.server';
import { readerClassOf, rendersForReaders } from '~/lib/cache.server';
import { COMMENT_PARAMS } from '~/features/idea-comments/comment-links';
import { loginUrl } from '~/lib/request-paths';
import { ideaPartsForReaders } from './idea-reader-slots.server';

export interface IdeaRouteArgs {
  request: Request;
  context: AppLoadContext;
  params: { ideaId?: string };
}

/** The like questionnaire as the page asks it: its id and questions. */
export type LikeQuestionnaire = Pick<TQuestionnaire, 'id' | 'questions'>;

/** Everything a route of one idea works with: the crowd, its `{domain}` key, the idea and its reader. */
export interface IdeaOnSite {
  crowd: TCrowdView;
  domain: string;
  client: ApiClient;
  idea: TIdea;
  /** Null when signed out. */
  viewer: TIdeaViewer | null;
}

const notFound = (): Response => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * The id the path names by the one id rule (decision 029), else a 404: a mistyped address, or an
 * id written another way (`/idea/022`), is a missing page, never another spelling of idea 22.
 */
function ideaIdOf(params: { ideaId?: string }): number {
  const id = parseId(params.ideaId);
  if (id === undefined) throw notFound();
  return id;
}

export const ideaPath = (ideaId: number): string => `/idea/${ideaId}`;

/** Where a signed-out visitor goes to take part: the sign-in page, then back to the idea. */
export const ideaLoginUrl = (ideaId: number): string => loginUrl(ideaPath(ideaId));

/**
 * The idea of this crowd site the address names, read through `getCrowdViewIdea`: 404 for an unknown
 * id, another crowd's idea or one in a hidden category; a visitor the API asks to sign in goes to
 * sign in and comes back; a merged idea answers 301 to the idea it went into; null while the site shows a blocking screen or sends a private crowd's
 * signed-out visitor to sign in (the root does, `loadSiteCrowd`).
 */
export async function loadIdeaOnSite({ request, context, params }: IdeaRouteArgs): Promise<IdeaOnSite | null> {
  const { site } = context;
  if (site.kind !== 'crowd') throw notFound();
  const ideaId = ideaIdOf(params);
  const crowd = await getVisibleCrowd(request, context);
  if (!crowd) return null;
  const domain = crowdDomainKey(site);
  const client = api({ request, context }).forCrowd(crowd);
  const result = await client.request('getCrowdViewIdea', { params: { domain, ideaId } });
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) throw notFound();
    if (result.status === 403) throw new Response(null, { status: 403 });
    failedRead(request, result.status, 'GET /api/crowdView/idea');
  }
  // A duplicate merged into another idea: its address, links and shares lead there for good.
  const { mergedInto } = result.data.idea;
  if (mergedInto !== null) throw redirect(ideaPath(mergedInto), 301);
  return { crowd, domain, client, ...result.data };
}

/**
 * The like questionnaire this reader must answer before liking the idea: the crowd's enabled like
 * questionnaire with questions, when they have not answered it for this idea (spec 4); for a page
 * shared with every reader of a role (`forEveryReader`), the questionnaire whatever their state
 * (each reader's browser asks it only if they still must). A failed load is logged and asks
 * nothing; the API still refuses a like that lacks the answers.
 */
export async function likeQuestionnaireFor(
  { client, domain, viewer }: Pick<IdeaOnSite, 'client' | 'domain' | 'viewer'>,
  { forEveryReader = false } = {},
): Promise<LikeQuestionnaire | null> {
  if (!forEveryReader && (!viewer || viewer.liked || viewer.likeQuestionnaireAnswered)) return null;
  const result = await client.request('getCrowdViewQuestionnaires', { params: { domain } });
  if (!result.ok) {
    console.error(`[web] GET /api/crowdView/ideaQuestionnaire failed: ${result.status}`);
    return null;
  }
  const questionnaire = result.data.likeQuestionnaire;
  if (!questionnaire?.enabled || questionnaire.questions.length === 0) return null;
  return { id: questionnaire.id, questions: questionnaire.questions };
}

/**
 * Whether this load is a visit of the page rather than the page reloading its own data: a view is
 * counted unless the request comes from this idea's own pages (the redirect after one of its
 * forms, or the revalidation after a fetcher), so liking or rating does not count as a new view.
 */
function isNewVisit(request: Request, host: string, ideaId: number): boolean {
  const referer = request.headers.get('Referer');
  if (!referer) return true;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return true;
  }
  const page = ideaPath(ideaId);
  return !(from.host === host && (from.pathname === page || from.pathname.startsWith(`${page}/`)));
}

/** Counts one view (GET /public/ideas/views/{id}) and gives the new count; a failure keeps the old one. */
async function countView(client: ApiClient, idea: Pick<TIdea, 'id' | 'viewCount'>): Promise<number> {
  const result = await client.request('countIdeaView', { params: { ideaId: idea.id } });
  if (result.ok) return result.data.viewCount;
  console.error(`[web] GET /api/public/ideas/views failed: ${result.status}`);
  return idea.viewCount;
}

/** The address asks, without JavaScript, for one comment's edit form or delete question: a page of that reader's own. */
const asksCommentState = (request: Request): boolean => {
  const search = new URL(request.url).searchParams;
  return search.has(COMMENT_PARAMS.edit) || search.has(COMMENT_PARAMS.delete);
};

/**
 * A public crowd's idea page is offered to the page cache (decision 025, 038): a signed-out
 * visitor's is the same for all of them, and one rendered without its reader's own state
 * (`rendersForReaders`) is the same for every reader of the role; the cache decides which it
 * keeps. Each visit it answers from the cache still counts its view.
 */
function offerToShare(args: IdeaRouteArgs, onSite: IdeaOnSite, page: IdeaPageData): void {
  const { crowd, idea } = onSite;
  if (crowd.privateCrowd || asksCommentState(args.request)) return;
  args.context.sharePage({
    onEachVisit: (visit) => {
      // Counted with the other visits of the moment: a page from the cache makes no API call of its own.
      if (isNewVisit(visit.request, visit.context.host, idea.id)) visit.context.tallyView(idea.id);
    },
    // The reader's like, rating and comment controls come from their reader call: the script's, or the web's for a browser without it.
    fillForReader: ideaPartsForReaders(onSite, page),
  });
}

/**
 * `/idea/{id}`: the idea, the reader's state, the like questionnaire to ask, and one more view.
 * Rendered for every reader of a role, the page leaves out the reader's own state (`viewer`, their
 * comments) and names the one API call their browser fills it in from (`readerPartsPath`).
 */
export async function loadIdeaPage(args: IdeaRouteArgs) {
  const onSite = await loadIdeaOnSite(args);
  if (!onSite) return data({ page: null });
  const { idea, viewer, client, crowd, domain } = onSite;
  const forReaders = rendersForReaders(args.context, readerClassOf(args.context.site, crowd));
  const [viewCount, likeQuestionnaire, comments] = await Promise.all([
    isNewVisit(args.request, args.context.host, idea.id) ? countView(client, idea) : Promise.resolve(idea.viewCount),
    likeQuestionnaireFor(onSite, { forEveryReader: forReaders }),
    loadCommentsPage(args.request, args.context, crowd, idea.id, { forReaders }),
  ]);
  const page = {
    idea: { ...idea, viewCount },
    metaDescription: ideaMetaDescription(idea.description),
    viewer: forReaders ? null : viewer,
    /** The page is every reader's of this role: the browser fetches the reader's own state from `readerPartsPath`. */
    readerPending: forReaders,
    readerPartsPath: forReaders ? apiHref('getCrowdViewIdeaReader', { domain, ideaId: idea.id }) : null,
    likeQuestionnaire,
    loginUrl: ideaLoginUrl(idea.id),
    /** The reader runs the crowd: the page offers the state menu (spec 6); the API checks again. */
    staff: isCrowdStaff(crowd.role),
    comments,
  };
  if (!comments.unavailable) offerToShare(args, onSite, page);
  return data({ page });
}

export type IdeaPageData = NonNullable<Awaited<ReturnType<typeof loadIdeaPage>>['data']['page']>;
