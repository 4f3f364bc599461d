import type { TLocale } from '@crowd/contracts/locales';
import { createContext, useContext, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom/server';
import { getI18n } from '~/i18n/i18next.server';

/**
 * One reader's parts of a shared page by slot (`ReaderSlot`), each with `state`: all that its
 * markup depends on beyond the page itself (the like part: liked or not), so readers in the same
 * state share one rendering.
 */
export type ReaderParts = Map<string, { state: string; part: ReactElement }>;

/**
 * Renders readers' parts of one page rendering to markup for the page cache (decision 042), each
 * slot once per state and language: most readers of a page are in one of a few states (not liked,
 * not rated), and the page's HTML the parts go into lives as long as this does.
 */
export function readerPartsRenderer(): (parts: ReaderParts, locale: TLocale) => Map<string, string> {
  const rendered = new Map<string, string>();
  return (parts, locale) =>
    new Map(
      [...parts].map(([slot, { state, part }]) => {
        const key = `${locale}\n${slot}\n${state}`;
        let markup = rendered.get(key);
        if (markup === undefined) {
          markup = renderToStaticMarkup(<I18nextProvider i18n={getI18n(locale)}>{part}</I18nextProvider>);
          rendered.set(key, markup);
        }
        return [slot, markup];
      }),
    );
}

type PartHandler = ReturnType<typeof createStaticHandler>;

/** The part `renderPartAtAddress` draws, for the one route its static router has. */
const PartAtAddress = createContext<ReactElement | null>(null);
const Part = () => useContext(PartAtAddress);

/**
 * A static router's handler and its answer for a path, made once: a part's route has no data, so
 * every address at the path gets the same answer but for its query.
 */
const routers = new Map<string, Promise<{ handler: PartHandler; context: StaticHandlerContext }>>();

function routerAt(url: URL): Promise<{ handler: PartHandler; context: StaticHandlerContext }> {
  let router = routers.get(url.pathname);
  if (!router) {
    // A route at the address's own path, so that links and forms resolve as in the page's route.
    const handler = createStaticHandler([{ path: url.pathname, Component: Part }]);
    router = handler.query(new Request(new URL(url.pathname, url.origin))).then((context) => {
      if (context instanceof Response) throw new Error(`a reader part's address answered ${context.status}`);
      return { handler, context };
    });
    // The few paths whose pages have parts (/ideas) are kept; an unforeseen one is made afresh.
    if (routers.size < 100) routers.set(url.pathname, router);
    router.catch(() => routers.delete(url.pathname));
  }
  return router;
}

/**
 * A reader's part that uses the router (links, forms and the address's query, as a table does),
 * rendered to markup outside the Remix route it belongs to: under a static router at the visit's
 * address, with no data of its own.
 */
export async function renderPartAtAddress(part: ReactElement, address: string, locale: TLocale): Promise<string> {
  const url = new URL(address);
  const { handler, context: atPath } = await routerAt(url);
  const context: StaticHandlerContext = { ...atPath, location: { ...atPath.location, search: url.search } };
  return renderToStaticMarkup(
    <I18nextProvider i18n={getI18n(locale)}>
      <PartAtAddress.Provider value={part}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </PartAtAddress.Provider>
    </I18nextProvider>,
  );
}
