import { z } from 'zod';
import { IDEA_FILTERS } from '../enum-values';
import { ZCrowdRole, ZIdeaState, ZIdeaTag } from '../enums';
import { isEmail, splitEmailList, uniqueEmails } from '../email';
import { LIMITS, PAGE_SIZES, UI } from '../limits';
import { SEARCH } from '../search';
import { HTTP_URL_REGEX } from '../text';
import {
  ZCount,
  ZFormCount,
  ZFormId,
  ZFormIdList,
  ZFormVersion,
  ZId,
  ZIdParam,
  ZIsoDateTime,
  ZNullableFormId,
  ZNullableId,
  ZVersion,
  parseJsonField,
  zFormBoolean,
  zMsg,
  zOptionalFormIdWith,
  zRequiredText,
  zRichText,
} from './common';
import { ZQuestionAnswer, ZQuestionAnswerView } from './questionnaire';
import { ZTopBarResponse } from './notification';

/** An idea as every reader sees it. */
export const ZIdea = z.object({
  id: ZId,
  version: ZVersion,
  name: z.string(),
  /** Sanitized rich-text HTML. */
  description: z.string(),
  crowdId: ZId,
  categoryId: ZNullableId,
  /** Null when the author's account was erased. */
  ownerId: ZNullableId,
  creatorName: z.string(),
  creatorAvatarImageId: ZNullableId,
  createdAt: ZIsoDateTime,
  likeCount: ZCount,
  commentCount: ZCount,
  shareCount: ZCount,
  viewCount: ZCount,
  /** Average rating 1–5 (0 before the first rating); shown with one decimal. */
  rating: z.number().min(0).max(LIMITS.ratingMax),
  ratingCount: ZCount,
  featuredImageId: ZNullableId,
  /** Image attachments (gallery). */
  fileIds: z.array(ZId),
  embeddableVideos: z.array(z.string()),
  /** Absolute URL of the idea on its crowd's site. */
  link: z.string(),
  featured: z.boolean(),
  rewarded: z.boolean(),
  implemented: z.boolean(),
  ideaState: ZIdeaState,
  tags: z.array(ZIdeaTag),
  milestoneReachedAt: ZIsoDateTime.nullable(),
  /** The idea this one was merged into (its likes, ratings and comments are there now); null while it stands alone. */
  mergedInto: ZNullableId,
});
export type TIdea = z.infer<typeof ZIdea>;

/** An idea in the admin area and the user's /ideas table: with crowd name and creation answers. */
export const ZIdeaAdmin = ZIdea.extend({
  crowdTitle: z.string(),
  answers: z.array(ZQuestionAnswerView),
});
export type TIdeaAdmin = z.infer<typeof ZIdeaAdmin>;

/** What a row of the /ideas table shows of an idea, and whose it is (its rights follow from that). */
export const ZIdeaTableRow = ZIdeaAdmin.pick({
  id: true,
  name: true,
  crowdId: true,
  crowdTitle: true,
  ownerId: true,
  ideaState: true,
  tags: true,
  likeCount: true,
  commentCount: true,
  link: true,
});
export type TIdeaTableRow = z.infer<typeof ZIdeaTableRow>;

/** The orders of the /ideas table, by its column ids; `newest` when none is asked for. */
export const IDEA_LIST_SORTS = ['newest', 'name', 'crowd', 'status', 'likes', 'comments'] as const;
export type TIdeaListSort = (typeof IDEA_LIST_SORTS)[number];

const IDEA_LIST_SIZES = PAGE_SIZES.tableOptions.map(String);
/** Far past any real table, low enough that page × size stays a safe SQL offset. */
const IDEA_LIST_PAGE_MAX = 1_000_000;

/**
 * GET /idea query: one page of the table, sorted by the server so a staff member of a crowd with
 * 100k ideas never loads them all. `dir` defaults to newest, most liked and most commented first,
 * names, crowds and states A to Z (states in their lifecycle order). `size=all` is every row, as
 * the table's page-size menu offers.
 */
export const ZIdeaListQuery = z.object({
  sort: z.enum(IDEA_LIST_SORTS, zMsg('validation_invalid_value')).default('newest'),
  dir: z.enum(['asc', 'desc'], zMsg('validation_invalid_value')).optional(),
  page: z.coerce
    .number(zMsg('validation_invalid_value'))
    .int('validation_invalid_value')
    .min(1, 'validation_invalid_value')
    .max(IDEA_LIST_PAGE_MAX, 'validation_invalid_value')
    .default(1),
  size: z
    .string(zMsg('validation_invalid_value'))
    .refine((size) => IDEA_LIST_SIZES.includes(size), 'validation_invalid_value')
    .default(String(PAGE_SIZES.tableDefault))
    .transform((size): number | 'all' => (size === 'all' ? 'all' : Number(size))),
});
export type TIdeaListQuery = z.infer<typeof ZIdeaListQuery>;
export type TIdeaListQueryInput = z.input<typeof ZIdeaListQuery>;

/**
 * GET /idea: a page of the user's own ideas and the ideas of crowds the user administers or
 * manages; `page` is the one served (the last one when the asked page is past the end).
 */
export const ZIdeaListResponse = z.object({ ideas: z.array(ZIdeaAdmin), total: ZCount, page: z.number().int().min(1) });
export type TIdeaListResponse = z.infer<typeof ZIdeaListResponse>;

/** The public site's idea filters (spec: featured, rewarded, new idea, most likes, most comments). */
export const ZIdeaFilter = z.enum(IDEA_FILTERS);
export type TIdeaFilter = z.infer<typeof ZIdeaFilter>;

/** Cards per page of the public site when the client does not ask for fewer. */
export const CROWD_VIEW_IDEAS_PAGE_MAX = 50;

/** A search box's or a draft's text: trimmed, blank as absent, cut to SEARCH.textMax. */
const ZSearchText = z
  .string(zMsg('validation_invalid_value'))
  .transform((text) => text.trim().slice(0, SEARCH.textMax));

/**
 * GET /crowdView/ideas/{crowdId} query. Paging is by keyset: `cursor` is the previous page's
 * `nextCursor`, so every page costs the same and ideas added meanwhile neither repeat nor hide one.
 * `search` keeps the ideas whose name, description or comments hold every searched word
 * (`searchTerms`: folded, as word beginnings), most relevant first (name above description above
 * comments) unless the filter orders by likes, comments or newest; the cursor then carries the
 * relevance score.
 */
export const ZCrowdViewIdeasQuery = z.object({
  search: ZSearchText.optional().transform((text) => text || undefined),
  categoryId: ZIdParam.optional(),
  filter: z.enum(ZIdeaFilter.options, zMsg('validation_invalid_value')).optional(),
  cursor: z
    .string(zMsg('validation_invalid_value'))
    .regex(/^\d{1,10}:\d{1,10}$/, 'validation_invalid_value')
    .optional(),
  limit: z.coerce
    .number(zMsg('validation_invalid_value'))
    .int('validation_invalid_value')
    .min(1, 'validation_invalid_value')
    .max(CROWD_VIEW_IDEAS_PAGE_MAX, 'validation_invalid_value')
    .default(CROWD_VIEW_IDEAS_PAGE_MAX),
});
export type TCrowdViewIdeasQuery = z.infer<typeof ZCrowdViewIdeasQuery>;
export type TCrowdViewIdeasQueryInput = z.input<typeof ZCrowdViewIdeasQuery>;

/**
 * GET /crowdView/ideas/{crowdId}: a page of the crowd's ideas in visible categories (or none),
 * newest first, or by likes or comments; `nextCursor` is null on the last page.
 */
export const ZCrowdViewIdeasResponse = z.object({ ideas: z.array(ZIdea), nextCursor: z.string().nullable() });
export type TCrowdViewIdeasResponse = z.infer<typeof ZCrowdViewIdeasResponse>;

/** GET /crowdView/similarIdeas/{domain}?text= */
export const ZSimilarIdeasQuery = z.object({ text: ZSearchText.default('') });
export type TSimilarIdeasQuery = z.infer<typeof ZSimilarIdeasQuery>;

/** An idea like the one being written, as the create form's hint shows it. */
export const ZSimilarIdea = z.object({
  id: ZId,
  name: z.string(),
  ideaState: ZIdeaState,
  likeCount: ZCount,
  /** Absolute URL of the idea on its crowd's site. */
  link: z.string(),
});
export type TSimilarIdea = z.infer<typeof ZSimilarIdea>;

/**
 * GET /crowdView/similarIdeas/{domain}: at most SEARCH.similarMax of the crowd's ideas closest to
 * the text (any shared word or word beginning counts, the name most), best first.
 */
export const ZSimilarIdeasResponse = z.object({ ideas: z.array(ZSimilarIdea).max(SEARCH.similarMax) });
export type TSimilarIdeasResponse = z.infer<typeof ZSimilarIdeasResponse>;

/** Video URLs: one or many fields (or a JSON array); blank entries dropped. */
const toVideoList = (value: unknown): unknown => {
  const parsed = typeof value === 'string' && value.trim().startsWith('[') ? parseJsonField(value) : value;
  const list = parsed === undefined || parsed === null ? [] : Array.isArray(parsed) ? parsed : [parsed];
  return list
    .map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : entry))
    .filter((entry: unknown) => entry !== '');
};
const ZEmbeddableVideos = z.preprocess(
  toVideoList,
  z
    .array(z.string(zMsg('invalid_video_url')).regex(HTTP_URL_REGEX, 'invalid_video_url'))
    .max(LIMITS.ideaVideosMax, 'validation_idea_videos_max'),
);

/** Questionnaire answers sent as a JSON string in multipart forms. */
const ZAnswersField = z.preprocess(
  parseJsonField,
  z.array(ZQuestionAnswer, zMsg('validation_invalid_value')).optional(),
);

const ZIdeaName = zRequiredText('validation_idea_name', LIMITS.ideaNameMax);
const ZPublicDescription = zRichText({
  emptyKey: 'validation_idea_description_empty',
  tooLongKey: 'validation_idea_description_too_long',
  max: LIMITS.ideaDescriptionMax,
});
const ZAdminDescription = zRichText({
  emptyKey: 'validation_idea_description',
  tooLongKey: 'validation_idea_description_too_long',
  max: LIMITS.ideaDescriptionMax,
});
const ZCategoryField = zOptionalFormIdWith('validation_idea_category');

/**
 * POST /idea multipart text fields. Files: `attachments` (up to 5 images, validation_idea_files)
 * and `featuredImg` (one image, validation_idea_featuredImg).
 */
export const ZCreateIdeaMultipart = z.object({
  name: ZIdeaName,
  description: ZPublicDescription,
  crowdId: ZFormId,
  categoryId: ZCategoryField,
  answers: ZAnswersField,
  embeddableVideos: ZEmbeddableVideos,
});
export type TCreateIdeaMultipart = z.infer<typeof ZCreateIdeaMultipart>;
export type TCreateIdeaMultipartInput = z.input<typeof ZCreateIdeaMultipart>;

/**
 * The idea created. A crowd that cannot take another idea answers 403
 * `{ error: 'ideas_subscription_limit_reached' }` like every refusal (decision 023), not a success
 * status carrying an error.
 */
export const ZCreateIdeaResponse = z.object({ message: z.literal('idea_created'), idea: ZIdea });
export type TCreateIdeaResponse = z.infer<typeof ZCreateIdeaResponse>;

const attachmentsWithinLimit = (value: { fileIds: number[] }, ctx: z.RefinementCtx) => {
  if (value.fileIds.length > LIMITS.ideaAttachmentsMax)
    ctx.addIssue({ code: 'custom', path: ['fileIds'], message: 'validation_idea_attachments_max' });
};

const ZUpdateIdeaFields = z.object({
  id: ZFormId,
  version: ZFormVersion,
  crowdId: ZFormId,
  /** Echoed by the spec's client; ignored by the server (counters are the server's). */
  commentCount: ZFormCount.optional(),
  name: ZIdeaName,
  description: ZPublicDescription,
  categoryId: ZCategoryField,
  /** The attachments kept; new ones arrive as `attachments` files. Together at most 5. */
  fileIds: ZFormIdList.optional().default([]),
  /** The featured image kept; null/'' removes it; a new one arrives as the `newFeaturedImg` file. */
  featuredImageId: ZNullableFormId,
  /** Changed answers only. */
  answers: ZAnswersField,
  embeddableVideos: ZEmbeddableVideos,
});

/** PUT /idea multipart text fields (owner). Files: `attachments`, `newFeaturedImg`. */
export const ZUpdateIdeaMultipart = ZUpdateIdeaFields.superRefine(attachmentsWithinLimit);
export type TUpdateIdeaMultipart = z.infer<typeof ZUpdateIdeaMultipart>;
export type TUpdateIdeaMultipartInput = z.input<typeof ZUpdateIdeaMultipart>;
export const ZUpdateIdeaResponse = z.object({ message: z.literal('idea_updated'), idea: ZIdea });
export type TUpdateIdeaResponse = z.infer<typeof ZUpdateIdeaResponse>;

/**
 * PUT /idea/admin multipart text fields (crowd admin or manager), with the featured, rewarded and
 * implemented tags (absent leaves a tag as it is). Files: `attachments`, `newFeaturedImg`.
 */
export const ZAdminUpdateIdeaMultipart = ZUpdateIdeaFields.omit({ answers: true })
  .extend({
    description: ZAdminDescription,
    featured: zFormBoolean().optional(),
    rewarded: zFormBoolean().optional(),
    implemented: zFormBoolean().optional(),
  })
  .superRefine(attachmentsWithinLimit);
export type TAdminUpdateIdeaMultipart = z.infer<typeof ZAdminUpdateIdeaMultipart>;
export type TAdminUpdateIdeaMultipartInput = z.input<typeof ZAdminUpdateIdeaMultipart>;
export const ZAdminUpdateIdeaResponse = z.object({ message: z.literal('idea_updated'), idea: ZIdeaAdmin });
export type TAdminUpdateIdeaResponse = z.infer<typeof ZAdminUpdateIdeaResponse>;

/** PUT /idea/changeState */
export const ZChangeIdeaStateRequest = z.object({
  id: ZId,
  crowdId: ZId,
  version: ZVersion,
  ideaState: z.enum(ZIdeaState.options, zMsg('validation_idea_state')),
});
export type TChangeIdeaStateRequest = z.infer<typeof ZChangeIdeaStateRequest>;
export const ZChangeIdeaStateResponse = z.object({ message: z.literal('idea_updated'), idea: ZIdea });
export type TChangeIdeaStateResponse = z.infer<typeof ZChangeIdeaStateResponse>;

/**
 * POST /idea/merge (crowd staff): the source's likes, ratings, comments, answers, views and shares
 * move to the target, which must be another idea of the same crowd not itself merged.
 */
export const ZMergeIdeasRequest = z.object({ crowdId: ZId, sourceIdeaId: ZId, targetIdeaId: ZId });
export type TMergeIdeasRequest = z.infer<typeof ZMergeIdeasRequest>;
export const ZMergeIdeasResponse = z.object({ message: z.literal('ideas_merged'), idea: ZIdea });
export type TMergeIdeasResponse = z.infer<typeof ZMergeIdeasResponse>;

export const ZCrowdIdeaParams = z.object({ crowdId: ZIdParam, ideaId: ZIdParam });
export const ZIdeaIdParams = z.object({ ideaId: ZIdParam });

/** DELETE /idea/{crowdId}/{ideaId} */
export const ZDeleteIdeaResponse = z.object({ message: z.literal('idea_deleted') });
export type TDeleteIdeaResponse = z.infer<typeof ZDeleteIdeaResponse>;

/** POST /ideaLike/{domain}: answers required when the crowd's like questionnaire is enabled. */
export const ZLikeIdeaRequest = z.object({
  ideaId: ZId,
  questionnaireId: ZId.nullable().optional(),
  questionnaireAnswers: z.array(ZQuestionAnswer, zMsg('validation_invalid_value')).optional(),
});
export type TLikeIdeaRequest = z.infer<typeof ZLikeIdeaRequest>;
export const ZLikeIdeaResponse = z.object({ message: z.literal('idea_liked'), likeCount: ZCount });
export type TLikeIdeaResponse = z.infer<typeof ZLikeIdeaResponse>;

export const ZUnlikeIdeaParams = z.object({ domain: z.string().min(1), ideaId: ZIdParam });
/** DELETE /ideaLike/{domain}/{ideaId} */
export const ZUnlikeIdeaResponse = z.object({ message: z.literal('idea_unliked'), likeCount: ZCount });
export type TUnlikeIdeaResponse = z.infer<typeof ZUnlikeIdeaResponse>;

/** POST /ideaRating: one rating per user and idea; rating again replaces it. */
export const ZRateIdeaRequest = z.object({
  ideaId: ZId,
  value: z
    .number(zMsg('validation_rating_value'))
    .int('validation_rating_value')
    .min(LIMITS.ratingMin, 'validation_rating_value')
    .max(LIMITS.ratingMax, 'validation_rating_value'),
});
export type TRateIdeaRequest = z.infer<typeof ZRateIdeaRequest>;
/**
 * An idea's average rating from its stored sum and count, at the rating precision (0 before the
 * first rating): the one rule for every answer that carries it.
 */
export const averageRating = (ratingSum: number, ratingCount: number): number => {
  if (ratingCount === 0) return 0;
  const steps = Math.round(1 / UI.ratingPrecision);
  return Math.round((ratingSum * steps) / ratingCount) / steps;
};
export const ZRateIdeaResponse = z.object({
  message: z.literal('idea_rated'),
  averageRating: z.number(),
  ratingCount: ZCount,
});
export type TRateIdeaResponse = z.infer<typeof ZRateIdeaResponse>;

/** Share e-mails: a list or the dialog's free text (split on white space, commas, semicolons). */
export const ZShareEmails = z.preprocess(
  (value) => (typeof value === 'string' ? splitEmailList(value) : value),
  z
    .array(z.string(zMsg('validation_crowd_users_emails')), zMsg('validation_crowd_users_emails_empty'))
    .min(1, 'validation_crowd_users_emails_empty')
    .refine((emails) => emails.every((email) => isEmail(email)), 'validation_crowd_users_emails')
    .transform((emails) => uniqueEmails(emails))
    .superRefine((emails, ctx) => {
      if (emails.length > LIMITS.shareEmailsMax)
        ctx.addIssue({
          code: 'custom',
          message: 'validation_share_emails_too_many',
          params: { count: LIMITS.shareEmailsMax },
        });
    }),
);

/** POST /idea/share */
export const ZShareIdeaRequest = z.object({ ideaId: ZId, emails: ZShareEmails });
export type TShareIdeaRequest = z.infer<typeof ZShareIdeaRequest>;
export type TShareIdeaRequestInput = z.input<typeof ZShareIdeaRequest>;
export const ZShareIdeaResponse = z.object({ message: z.literal('idea_shared'), shareCount: ZCount });
export type TShareIdeaResponse = z.infer<typeof ZShareIdeaResponse>;

/** GET /crowdView/idea/{domain}/{ideaId} */
export const ZCrowdViewIdeaParams = z.object({ domain: z.string().min(1), ideaId: ZIdParam });

/** What the signed-in reader has done with the idea: their like, rating and like questionnaire answers. */
export const ZIdeaViewer = z.object({
  liked: z.boolean(),
  /** The reader's own rating 1–5, null before they rate. */
  rating: z.number().int().min(LIMITS.ratingMin).max(LIMITS.ratingMax).nullable(),
  /** Answers outlive an unlike: the like questionnaire is asked once per user and idea. */
  likeQuestionnaireAnswered: z.boolean(),
  /** The idea's author's own answers to the creation questionnaire (their edit form shows them); empty for anyone else. */
  creationAnswers: z.array(ZQuestionAnswer),
});
export type TIdeaViewer = z.infer<typeof ZIdeaViewer>;

/** One idea as its crowd's public site shows it; `viewer` is null when signed out. */
export const ZCrowdViewIdeaResponse = z.object({ idea: ZIdea, viewer: ZIdeaViewer.nullable() });
export type TCrowdViewIdeaResponse = z.infer<typeof ZCrowdViewIdeaResponse>;

/**
 * GET /crowdView/ideaReader/{domain}/{ideaId}: what an idea page shared with its crowd's readers
 * leaves to each reader's browser (issue 27): their top bar and their own state of the idea.
 */
export const ZIdeaReaderResponse = ZTopBarResponse.extend({ viewer: ZIdeaViewer });
export type TIdeaReaderResponse = z.infer<typeof ZIdeaReaderResponse>;

/**
 * GET /crowdView/ideaViewer/{domain}/{ideaId}: the reader's own state of the idea without their top
 * bar, for the web to fill in an idea page shared with the crowd's readers for a browser without
 * script (decision 042), whose top bar shows no notifications. `userId`: whose comments are theirs.
 */
export const ZIdeaViewerResponse = z.object({ userId: ZId, viewer: ZIdeaViewer });
export type TIdeaViewerResponse = z.infer<typeof ZIdeaViewerResponse>;

/**
 * A page of the /ideas table (the page GET /idea answers, as its rows) and `roles`, the user's staff
 * roles by crowd, what the rows' rights follow from (`ideaRightsOf`).
 */
const ZIdeasTablePage = ZIdeaListResponse.extend({
  ideas: z.array(ZIdeaTableRow),
  roles: z.array(z.object({ crowdId: ZId, role: ZCrowdRole })),
});

/**
 * GET /ideasReader: a page of the /ideas table and the reader's top bar in one call, for the /ideas
 * page the web shared with the main site's readers.
 */
export const ZIdeasReaderResponse = ZTopBarResponse.merge(ZIdeasTablePage);
export type TIdeasReaderResponse = z.infer<typeof ZIdeasReaderResponse>;

/**
 * GET /ideasTable: the page and roles of GET /ideasReader without the top bar, for the web to fill
 * in the /ideas page shared with the main site's readers for a browser without script (decision
 * 042), whose top bar shows no notifications. `userId`: whose ideas the rows' rights count as theirs.
 */
export const ZIdeasTableResponse = ZIdeasTablePage.extend({ userId: ZId });
export type TIdeasTableResponse = z.infer<typeof ZIdeasTableResponse>;

/** GET /public/ideas/views/{ideaId}: counts one view. */
export const ZIdeaViewResponse = z.object({ viewCount: ZCount });
export type TIdeaViewResponse = z.infer<typeof ZIdeaViewResponse>;

/**
 * POST /public/ideas/views: signed-out visits the web answered from its page cache, counted per
 * idea (decision 025); only the web, a direct trusted peer, may send it.
 */
export const ZIdeaViewsRequest = z
  .object({
    views: z
      .array(
        z
          .object({
            ideaId: ZId,
            count: z.number().int().min(1).max(LIMITS.viewBatchCountMax),
          })
          .strict(),
      )
      .min(1)
      .max(LIMITS.viewBatchIdeasMax),
  })
  .strict();
export type TIdeaViewsRequest = z.infer<typeof ZIdeaViewsRequest>;
/** How many of the views were counted: those of ideas a signed-out visitor may read. */
export const ZIdeaViewsResponse = z.object({ counted: ZCount });
export type TIdeaViewsResponse = z.infer<typeof ZIdeaViewsResponse>;

export const ZStatWindows = z.object({ all: ZCount, last7Days: ZCount, last30Days: ZCount });
export type TStatWindows = z.infer<typeof ZStatWindows>;
export const ZIdeaStats = z.object({ comments: ZStatWindows, likes: ZStatWindows });
export type TIdeaStats = z.infer<typeof ZIdeaStats>;
/** GET /idea/stats/{crowdId}/{ideaId} */
export const ZIdeaStatsResponse = z.object({ stats: ZIdeaStats });
export type TIdeaStatsResponse = z.infer<typeof ZIdeaStatsResponse>;

/** The export's file formats: JSON as the spec names it, CSV for spreadsheets. */
export const IDEA_EXPORT_FORMATS = ['json', 'csv'] as const;
export type TIdeaExportFormat = (typeof IDEA_EXPORT_FORMATS)[number];
export const ZIdeaExportQuery = z.object({
  format: z.enum(IDEA_EXPORT_FORMATS, zMsg('validation_invalid_value')).default('json'),
});
export type TIdeaExportQuery = z.infer<typeof ZIdeaExportQuery>;

/**
 * GET /idea/export/{crowdId}/{ideaId}: a JSON file (Content-Disposition attachment) with the
 * creation answers and the answers given with each like.
 */
export const ZIdeaExport = z.object({
  ideaId: ZId,
  ideaName: z.string(),
  crowdId: ZId,
  crowdTitle: z.string(),
  exportedAt: ZIsoDateTime,
  creationAnswers: z.array(ZQuestionAnswerView),
  likeAnswers: z.array(
    z.object({
      userName: z.string(),
      likedAt: ZIsoDateTime,
      answers: z.array(ZQuestionAnswerView),
    }),
  ),
});
export type TIdeaExport = z.infer<typeof ZIdeaExport>;
