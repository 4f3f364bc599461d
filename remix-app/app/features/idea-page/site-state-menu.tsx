import type { TIdeaState } from '@crowd/contracts/enums';
import { Suspense } from 'react';
import { lazyComponents } from '~/lib/lazy-components';

/**
 * Radix's menu is for the crowd's staff only: a chunk of its own, which a page whose server markup
 * holds a state menu loads before hydrating.
 */
const stateMenu = lazyComponents(() => import('~/features/ideas-admin/idea-state-menu'), {
  serverMarkup: '[data-idea-state-menu]',
});
const IdeaStateMenu = stateMenu.component((module) => module.IdeaStateMenu);

/**
 * The state menu on the crowd's site (cards and idea page), for the crowd's staff: it posts to the
 * idea page's action (`intent=changeState`), which brings the browser back to the page it was on.
 */
export function SiteIdeaStateMenu({ idea }: { idea: { id: number; version: number; ideaState: TIdeaState } }) {
  return (
    <Suspense fallback={null}>
      <IdeaStateMenu idea={idea} action={`/idea/${idea.id}`} fields={{ intent: 'changeState' }} />
    </Suspense>
  );
}
