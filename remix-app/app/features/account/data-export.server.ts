import { redirect } from '@remix-run/node';
import { requireAccount, type RouteArgs } from './account.server';

/** Where the account page shows what became of an export: `?export=queued|failed|expired`. */
type DataExportOutcome = 'queued' | 'failed' | 'expired';
const DATA_EXPORT_PARAM = 'export';
const outcomeUrl = (outcome: DataExportOutcome) => `/account?${DATA_EXPORT_PARAM}=${outcome}#data-export`;

/** The API's zip passed on as it streams, with the headers that make the browser save it. */
function passOn(response: Response): Response {
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['Content-Type', 'Content-Disposition', 'Content-Length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}

/**
 * GET /account/export (decision 033): the session cookie is the host's own, so the web asks the API
 * for the signed-in user and streams the zip on; a large account's answer is "queued", shown on
 * the account page with the promise of a mail.
 */
export async function downloadMyData(args: RouteArgs): Promise<Response> {
  const account = await requireAccount(args);
  const result = await account.api.stream('exportUserData');
  if (!result.ok) {
    // A 429 is the user's own limit, not the web's fault.
    if (result.status >= 500) console.error(`[web] GET /api/user/export failed: ${result.status}`);
    return redirect(outcomeUrl('failed'));
  }
  if (result.response.headers.get('Content-Type')?.startsWith('application/json')) {
    // `{ queued: true }`, read to the end so the connection is free again.
    await result.response.text();
    return redirect(outcomeUrl('queued'));
  }
  return passOn(result.response);
}

/** GET /account/export/:exportId, the ready mail's link: the user's own queued export, until it expires. */
export async function downloadQueuedExport(args: RouteArgs & { params: { exportId?: string } }): Promise<Response> {
  const account = await requireAccount(args);
  const result = await account.api.stream('getUserExport', { params: { exportId: args.params.exportId ?? '' } });
  if (result.ok) return passOn(result.response);
  if (result.status >= 500) console.error(`[web] GET /api/user/export/:exportId failed: ${result.status}`);
  return redirect(outcomeUrl(result.status === 404 ? 'expired' : 'failed'));
}
