/** @jest-environment jsdom */
import { resources } from '@crowd/i18n';
import { screen, within } from '@testing-library/react';
import { makeIdea } from '../../../test/mocks/home-factories';
import { renderInRoute } from '../../../test/render';
import { CrowdHomePage } from './crowd-home-page';
import type { CrowdHomeData } from './home.server';
import { toIdeaCard } from './idea-card-data';

const { crowdAdmin } = resources.en;

const home = (staff: boolean): CrowdHomeData => ({
  crowd: { id: 1, title: 'Demo', description: '', hideTitle: false },
  staff,
  categories: [],
  category: null,
  filter: null,
  cursor: null,
  search: null,
  page: { failed: false, ideas: [makeIdea(1, { id: 7 }), makeIdea(1, { id: 8 })].map(toIdeaCard), nextCursor: null },
  banner: null,
});

const stateMenus = () => screen.queryAllByRole('button', { name: new RegExp(`^${crowdAdmin.ideas.state.label}:`) });

describe("the cards' state menu (spec 6)", () => {
  it("is on every card for the crowd's staff", async () => {
    renderInRoute(<CrowdHomePage home={home(true)} />);
    const cards = await screen.findAllByTestId('idea-card');
    for (const card of cards)
      expect(
        within(card).getByRole('button', { name: new RegExp(`^${crowdAdmin.ideas.state.label}:`) }),
      ).toHaveTextContent('Submitted');
    expect(stateMenus()).toHaveLength(2);
  });

  it('is nowhere for anyone else', async () => {
    renderInRoute(<CrowdHomePage home={home(false)} />);
    expect(await screen.findAllByTestId('idea-card')).toHaveLength(2);
    expect(stateMenus()).toHaveLength(0);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
