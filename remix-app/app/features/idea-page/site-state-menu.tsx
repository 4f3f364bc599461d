import type { TIdeaState } from '@crowd/contracts/enums';
import { IdeaStateMenu } from '~/features/ideas-admin/idea-state-menu';

/**
 * The state menu on the crowd's site (cards and idea page), for the crowd's staff: it posts to the
 * idea page's action (`intent=changeState`), which brings the browser back to the page it was on.
 */
export function SiteIdeaStateMenu({ idea }: { idea: { id: number; version: number; ideaState: TIdeaState } }) {
  return <IdeaStateMenu idea={idea} action={`/idea/${idea.id}`} fields={{ intent: 'changeState' }} />;
}
