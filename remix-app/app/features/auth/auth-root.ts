import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';
import type { AuthBrand } from './types';

/** What the auth pages need of the root: which host this is, the main site, the host's crowd. */
export function useAuthRoot() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const onLoginHost = root?.site.kind === 'login';
  const mainSiteUrl = root?.mainSiteUrl ?? '/';
  const crowdBrand: AuthBrand | null = root?.crowd
    ? { name: root.crowd.name, featuredImageId: root.crowd.featuredImageId }
    : null;
  return { onLoginHost, mainSiteUrl, crowdBrand };
}
