/** @jest-environment jsdom */
import type { TLocale } from '@crowd/contracts/locales';
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { IdeaRating } from './idea-rating';

const summary = (locale: TLocale, ratingCount: number) => {
  const view = renderInRoute(<IdeaRating idea={{ id: 7, rating: 4, ratingCount }} viewer={null} />, {
    url: '/idea/7',
    locale,
  });
  const text = screen.getByTestId('rating-average').nextElementSibling?.textContent;
  view.unmount();
  return text;
};

describe('the rating summary counts its ratings in the words of each language (issue 25)', () => {
  it('says "1 rating" and "2 ratings" in English', () => {
    expect(summary('en', 1)).toBe('Average 4.0 of 5 from 1 rating');
    expect(summary('en', 2)).toBe('Average 4.0 of 5 from 2 ratings');
    expect(summary('en', 0)).toBe('Average 4.0 of 5 from 0 ratings');
  });

  it('says "1 hodnotenie", "2 hodnotenia" and "5 hodnotení" in Slovak', () => {
    expect(summary('sk', 1)).toBe('Priemer 4,0 z 5 (1 hodnotenie)');
    expect(summary('sk', 2)).toBe('Priemer 4,0 z 5 (2 hodnotenia)');
    expect(summary('sk', 4)).toBe('Priemer 4,0 z 5 (4 hodnotenia)');
    expect(summary('sk', 5)).toBe('Priemer 4,0 z 5 (5 hodnotení)');
    expect(summary('sk', 22)).toBe('Priemer 4,0 z 5 (22 hodnotení)');
  });
});
