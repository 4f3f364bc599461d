import type { ActionFunction, ServerBuild } from '@remix-run/node';
import { boundedFormRequest } from './bounded-form.js';

const bound =
  (action: ActionFunction): ActionFunction =>
  async (args) =>
    action({ ...args, request: await boundedFormRequest(args.request) });

/**
 * The build with every route's action behind the bounded form reader (decision 029), applied
 * here rather than in the actions so that no action, today's or a later one, reads a form
 * without it. A refusal is a Response thrown from the action's place: Remix answers it as it
 * answers any action's 400 (the error page for a document, the error for a data request, the
 * Response itself from a resource route), and the action never runs.
 */
export function withBoundedActions(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const action = route.module.action;
      return [id, action ? { ...route, module: { ...route.module, action: bound(action) } } : route];
    }),
  );
  return { ...build, routes };
}
