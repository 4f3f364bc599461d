/** @jest-environment jsdom */
import { resources } from '@crowd/i18n';
import { screen, within } from '@testing-library/react';
import { makeIdea } from '../../../test/mocks/home-factories';
import { renderInRoute } from '../../../test/render';
import { CardIconSprite } from './card-icons';
import { IdeaCard, useIdeaCardLabels } from './idea-card';
import type { IdeaCardData } from './idea-card-data';
import { toIdeaCard } from './idea-card-data';

const { common } = resources.en;

/** A card as a list shows it, with the list's labels. */
function Card({ idea }: { idea: IdeaCardData }) {
  return <IdeaCard idea={idea} labels={useIdeaCardLabels()} />;
}

describe('an idea card', () => {
  const long = makeIdea(1, {
    id: 42,
    name: 'A bicycle lane along the whole river bank',
    description: `<p>First paragraph &amp; more.</p><p>${'Second paragraph with a lot of words. '.repeat(6)}</p>`,
    rating: 4,
    likeCount: 12,
    commentCount: 3,
    viewCount: 120,
    ideaState: 'APPROVED',
    tags: ['featured', 'rewarded'],
    featuredImageId: 9,
  });

  it('cuts the name at 24 and the description at 120 characters, as plain text', () => {
    const card = toIdeaCard(long);
    expect(card.name).toBe('A bicycle lane along th…');
    expect([...card.excerpt]).toHaveLength(120);
    expect(card.excerpt.startsWith('First paragraph & more. Second paragraph')).toBe(true);
    expect(card.fullName).toBe(long.name);
    expect(toIdeaCard(makeIdea(1, { name: 'Short' })).fullName).toBeNull();
  });

  it('shows the rating with one decimal, the counts, state and tags, and links to the idea', async () => {
    renderInRoute(<Card idea={toIdeaCard(long)} />);
    const link = await screen.findByRole('link', { name: 'A bicycle lane along th…' });
    expect(link).toHaveAttribute('href', '/idea/42');
    const card = screen.getByTestId('idea-card');
    const figures = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(figures).toEqual(['Rating: 4.0', 'Likes: 12', 'Comments: 3', 'Views: 120']);
    for (const chip of [common.ideaStates.APPROVED, common.ideaTags.featured, common.ideaTags.rewarded])
      expect(within(card).getByText(chip)).toBeVisible();
    expect(card.querySelector('img')?.getAttribute('srcset')).toContain('/api/file?fileId=9&w=320 320w');
  });

  it('writes the decimal the Slovak way in Slovak', async () => {
    renderInRoute(<Card idea={toIdeaCard({ ...long, rating: 3.45 })} />, { locale: 'sk' });
    expect(await screen.findByText('3,5')).toBeVisible();
  });

  it("draws each figure's icon from the list's sprite, the star filled", async () => {
    const { container } = renderInRoute(
      <>
        <CardIconSprite />
        <Card idea={toIdeaCard(long)} />
      </>,
    );
    await screen.findByTestId('idea-card');
    const uses = [...container.querySelectorAll('[data-testid="idea-card"] li use')];
    expect(uses).toHaveLength(4);
    for (const use of uses) {
      const symbol = container.querySelector(use.getAttribute('href') ?? '#missing');
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.querySelector('path, circle')).not.toBeNull();
    }
    const star = container.querySelector('#card-icon-star svg');
    expect(star).toHaveAttribute('fill', 'inherit');
    expect(container.querySelector('#card-icon-heart svg')).toHaveAttribute('fill', 'none');
  });
});
