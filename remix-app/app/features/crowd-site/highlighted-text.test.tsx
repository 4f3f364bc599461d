/** @jest-environment jsdom */
import { searchTerms } from '@crowd/contracts/text';
import { render } from '@testing-library/react';
import { HighlightedText } from './highlighted-text';

const marked = (container: HTMLElement) => [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('a search result’s highlighted text', () => {
  it('marks the words the search begins, whatever their case and accents', () => {
    const { container } = render(
      <HighlightedText text="Návrh na zelenú strechu" terms={searchTerms('NAVRH strech')} />,
    );
    expect(marked(container)).toEqual(['Návrh', 'strechu']);
    expect(container.textContent).toBe('Návrh na zelenú strechu');
  });

  it('keeps markup in a name as text', () => {
    const { container } = render(
      <HighlightedText text={'<img src=x onerror=alert(1)> script idea'} terms={searchTerms('img script')} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(marked(container)).toEqual(['img', 'script']);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> script idea');
  });

  it('is the plain text without terms', () => {
    const { container } = render(<HighlightedText text="Bike lanes" terms={[]} />);
    expect(container.innerHTML).toBe('Bike lanes');
  });
});
