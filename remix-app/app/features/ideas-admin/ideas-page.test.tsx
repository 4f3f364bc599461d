/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import '../../../test/fetch-globals';
import type { TIdeaAdmin, TIdeasReaderResponse } from '@crowd/contracts/schemas';
import { screen, within } from '@testing-library/react';
import { makeUser } from '../../../test/mocks/factories';
import { makeIdea } from '../../../test/mocks/idea-factories';
import { renderRoutes } from '../../../test/render';
import { ReaderPartsContext, type ReaderParts } from '~/features/shell/reader-parts';
import { IdeasPage } from './ideas-page';

const ME = makeUser({ id: 7 });
const adminIdea = (overrides: Partial<TIdeaAdmin>): TIdeaAdmin => ({
  ...makeIdea(),
  crowdTitle: 'Green city',
  answers: [],
  ...overrides,
});
/** The reader administers crowd 1, manages crowd 2, and has an idea of their own in crowd 3. */
const ANSWER: TIdeasReaderResponse = {
  user: ME,
  notifications: { notifications: [], allCount: 0, unreadCount: 0 },
  ideas: [
    adminIdea({ id: 42, name: 'Bike lanes', crowdId: 1, ownerId: 99 }),
    adminIdea({ id: 43, name: 'Later school start', crowdId: 2, crowdTitle: 'Schools', ownerId: 98 }),
    adminIdea({ id: 44, name: 'More benches', crowdId: 3, crowdTitle: 'Parks', ownerId: ME.id }),
  ],
  total: 3,
  page: 1,
  roles: [
    { crowdId: 1, role: 'CROWD_ADMIN' },
    { crowdId: 2, role: 'CROWD_MANAGER' },
  ],
};

/** The page the web shared with the main site's readers, and the reader parts as the root knows them. */
function renderShared(parts: ReaderParts | null) {
  return renderRoutes(
    [
      {
        path: '/ideas',
        Component: () => (
          <ReaderPartsContext.Provider value={{ pending: true, parts }}>
            <IdeasPage />
          </ReaderPartsContext.Provider>
        ),
        loader: () => ({ ideas: null, total: 0, page: 1, confirmDeleteId: null, readerPartsPath: '/api/ideasReader' }),
      },
    ],
    { url: '/ideas' },
  );
}

describe("/ideas shared with the main site's readers (issue 27)", () => {
  it('says the ideas are loading while the reader parts are on their way', async () => {
    renderShared(null);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your ideas…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the reader's page of the table, each row with what their roles allow", async () => {
    renderShared({ user: null, notifications: null, answer: ANSWER });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    // Administered rows open the idea's admin tabs; their own idea elsewhere links to its crowd's site.
    expect(within(row('Bike lanes')).getByRole('button', { name: /Delete the idea “Bike lanes”/ })).toBeInTheDocument();
    expect(within(row('Later school start')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(row('More benches')).getByRole('link', { name: /Open “More benches”/ })).toBeInTheDocument();
    expect(
      within(row('More benches')).getByRole('button', { name: /Delete the idea “More benches”/ }),
    ).toBeInTheDocument();
  });

  it('tells when the call failed, with a way to load the page again for this reader', async () => {
    renderShared({ user: null, notifications: null, answer: null });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your ideas could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '/ideas');
  });
});
