/** The admin area's idea pages (spec 2): the list, and an idea's tabs. */
export const IDEAS_PATH = '/ideas';

export const IDEA_TABS = ['detail', 'comments', 'stats'] as const;
export type IdeaTab = (typeof IDEA_TABS)[number];

/** `/ideas/7` (the edit tab, also at `/ideas/7/detail`), `/ideas/7/comments`, `/ideas/7/stats`. */
export const ideaTabPath = (ideaId: number, tab: IdeaTab = 'detail'): string =>
  tab === 'detail' ? `${IDEAS_PATH}/${ideaId}` : `${IDEAS_PATH}/${ideaId}/${tab}`;

/** Without JavaScript, `/ideas?delete=<id>` asks in the page before deleting. */
export const DELETE_PARAM = 'delete';

/** The answers' download, through the web's same-origin proxy of the API (the session cookie goes with it). */
export const ideaExportHref = (crowdId: number, ideaId: number, format: 'json' | 'csv'): string =>
  `/api/idea/export/${crowdId}/${ideaId}?format=${format}`;

/** The merge picker's search (`?q=`) and the idea it asks to confirm (`?into=`). */
export const MERGE_SEARCH_PARAM = 'q';
export const MERGE_TARGET_PARAM = 'into';

/** `/ideas/7/merge`, or its confirmation of merging into `targetId`. */
export const ideaMergePath = (ideaId: number, targetId?: number): string =>
  `${IDEAS_PATH}/${ideaId}/merge${targetId === undefined ? '' : `?${MERGE_TARGET_PARAM}=${targetId}`}`;

/** The /ideas page's slot for the reader's table, filled in for a browser without script (decision 042). */
export const IDEAS_TABLE_SLOT = 'ideas-table';
