import type { AppLoadContext } from '@remix-run/node';
import type { TIdeaListQueryInput } from '@crowd/contracts/schemas';
import { renderPartAtAddress } from '~/features/shell/reader-slots.server';
import { requestLocale } from '~/i18n/i18next.server';
import { api } from '~/lib/api.server';
import { readerRows } from './idea-rows';
import { IdeasTable } from './ideas-page';
import { IDEAS_TABLE_SLOT } from './ideas-paths';

/**
 * What `/ideas` rendered for every signed-in reader of the main site gets in its slot for a visit by
 * a browser without script (decision 042): the reader's page of the table, from the reader call
 * their browser would make with the script less its top bar (`GET /api/ideasTable`), with its
 * links, sort and page controls as the page's own render has them. Null when the call does not answer them (their
 * session ended): the page cache renders them a page of their own.
 */
export function ideasPartsForReaders(
  query: TIdeaListQueryInput,
): (visit: { request: Request; context: AppLoadContext }) => Promise<Map<string, string> | null> {
  return async (visit) => {
    const [result, locale] = await Promise.all([api(visit).request('getIdeasTable', { query }), requestLocale(visit)]);
    if (!result.ok) return null;
    const { total, page, userId } = result.data;
    const table = { ideas: readerRows(result.data, userId), total, page };
    return new Map([
      [
        IDEAS_TABLE_SLOT,
        await renderPartAtAddress(<IdeasTable table={table} withoutScript />, visit.request.url, locale),
      ],
    ]);
  };
}
