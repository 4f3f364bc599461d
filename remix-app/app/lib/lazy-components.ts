import { lazy, type ComponentType } from 'react';

/**
 * Components of a module the browser loads on demand (its own chunk), for parts of a page that
 * not every visitor gets (a signed-in reader's forms). Unlike a bare `React.lazy`, a component
 * whose module is already in renders at once: the server loads the module when it starts, so it
 * always renders the component's markup (a form works before, and without, JavaScript); in the
 * browser the server's markup stays as it is, and usable, until the chunk is in and React takes
 * it over. `serverMarkup`, a selector of that markup: a page that came with it starts loading the
 * module as soon as its script runs, and hydrates once it is in (`markupModulesLoaded`).
 */
/** Modules whose markup the server sent with the page: the browser hydrates once they are in. */
const markupModules: Promise<unknown>[] = [];

/**
 * Resolves once every module whose markup came with the page is loaded (or failed to load), for
 * `entry.client` to hydrate after: a part of the page that suspended while hydrating dropped a
 * click made in that moment now and then (the browser suite's early comment), so hydration waits
 * for the chunks instead. Until then the page is the server's HTML, whose forms post.
 */
export const markupModulesLoaded = (): Promise<unknown> => Promise.allSettled(markupModules);

const preloads: Array<() => Promise<unknown>> = [];

/**
 * Loads every on-demand module made so far, and those their modules make in turn (an on-demand
 * module may hold on-demand parts): the component tests render as if their chunks were in.
 */
export async function preloadEveryModule(): Promise<void> {
  for (let loaded = 0; loaded < preloads.length;) {
    const batch = preloads.slice(loaded);
    loaded = preloads.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}

export function lazyComponents<M>(load: () => Promise<M>, { serverMarkup }: { serverMarkup?: string } = {}) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  /** Starts loading the module (once); resolves with it. */
  const preload = (): Promise<M> => {
    loading ??= load().then((module) => (loaded = module));
    return loading;
  };
  preloads.push(preload);
  if (typeof document === 'undefined') void preload();
  else if (serverMarkup && document.querySelector(serverMarkup)) markupModules.push(preload());

  return {
    preload,
    component<P extends object>(pick: (module: M) => ComponentType<P>) {
      return lazy(() => {
        if (loaded === undefined) return preload().then((module) => ({ default: pick(module) }));
        const module = { default: pick(loaded) };
        // React.lazy reads a thenable that calls back at once as resolved, and renders without suspending.
        return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
      });
    },
  };
}
