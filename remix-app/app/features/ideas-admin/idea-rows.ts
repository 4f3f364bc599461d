import { ideaRightsOf } from '@crowd/contracts/enum-values';
import type { TIdeasReaderResponse, TIdeaTableRow } from '@crowd/contracts/schemas';

export type IdeaRights = ReturnType<typeof ideaRightsOf>;

/** A row of the /ideas table: what it shows of an idea, and what the user may do with it. */
export const ideaRow = (idea: TIdeaTableRow, rights: IdeaRights) => ({
  id: idea.id,
  name: idea.name,
  crowdId: idea.crowdId,
  crowdTitle: idea.crowdTitle,
  ideaState: idea.ideaState,
  tags: idea.tags,
  likeCount: idea.likeCount,
  commentCount: idea.commentCount,
  link: idea.link,
  ...rights,
});

export type IdeaRow = ReturnType<typeof ideaRow>;

/**
 * The rows of the reader's page of the table as their browser fetched it (GET /ideasReader) or the
 * web did for a browser without script (GET /ideasTable); `userId`: the reader's.
 */
export function readerRows(answer: Pick<TIdeasReaderResponse, 'ideas' | 'roles'>, userId: number): IdeaRow[] {
  const roles = new Map(answer.roles.map(({ crowdId, role }) => [crowdId, role]));
  return answer.ideas.map((idea) => ideaRow(idea, ideaRightsOf(roles.get(idea.crowdId), idea, userId)));
}
