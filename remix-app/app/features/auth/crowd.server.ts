import { parseId, type TCrowdView } from '@crowd/contracts';
import { loadCrowd } from '~/features/crowd/crowd.server';
import { api } from '~/lib/api.server';
import type { HostArgs } from './hosts.server';
import type { AuthBrand } from './types';

export interface AuthCrowd {
  /** The crowd the page signs in or registers through: the host's, or `?crowdId=` off crowd hosts. */
  crowd: TCrowdView | null;
  /** A crowd host whose crowd shows a blocking screen (the root renders it instead of the page). */
  blocked: boolean;
}

/** The crowd of an auth page; `crowdIdParam` is honoured only where the host names no crowd. */
export async function authCrowd(args: HostArgs, crowdIdParam?: string | null): Promise<AuthCrowd> {
  const { request, context } = args;
  if (context.site.kind === 'crowd') {
    const loaded = await loadCrowd(request, context);
    return { crowd: loaded?.access === 'ok' ? loaded.crowd : null, blocked: loaded?.access !== 'ok' };
  }
  const crowdId = parseId(crowdIdParam);
  if (crowdId === undefined) return { crowd: null, blocked: false };
  const result = await api({ request, context }).request('getCrowdView', { params: { crowdId } });
  return { crowd: result.ok ? result.data : null, blocked: false };
}

export const toAuthBrand = (crowd: TCrowdView | null): AuthBrand | null =>
  crowd ? { name: crowd.name, featuredImageId: crowd.featuredImageId } : null;
