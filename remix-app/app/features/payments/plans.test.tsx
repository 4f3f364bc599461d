/** @jest-environment jsdom */
import { PLANS } from '@crowd/contracts/plans';
import type { TLocale } from '@crowd/contracts/locales';
import { screen } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { usePlanFeatureLines } from './plans';

function Lines({ tier }: { tier: 1 | 2 }) {
  const lines = usePlanFeatureLines()(PLANS[tier].features);
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const linesOf = (tier: 1 | 2, locale: TLocale) => {
  const view = renderInRoute(<Lines tier={tier} />, { locale });
  const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
  view.unmount();
  return lines;
};

describe("a plan's limits", () => {
  it('count users, ideas, admins and managers with the plural form of the number, in English and Slovak', () => {
    expect(linesOf(2, 'en').slice(0, 4)).toEqual(['Up to 5,000 users', 'Up to 500 ideas', '1 admin', '3 managers']);
    expect(linesOf(2, 'sk').slice(0, 4)).toEqual([
      'Až 5\u00a0000 používateľov',
      'Až 500 nápadov',
      '1 administrátor',
      '3 manažéri',
    ]);
    expect(linesOf(1, 'sk').slice(0, 3)).toEqual(['Až 500 používateľov', 'Až 250 nápadov', '1 administrátor']);
  });
});
