/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useCarousel } from './use-carousel';

const made = { scrollNext: jest.fn(), destroy: jest.fn() };
const EmblaCarousel = jest.fn<typeof made, unknown[]>(() => made);
jest.mock('embla-carousel', () => ({ __esModule: true, default: (...args: unknown[]) => EmblaCarousel(...args) }));

function Slides() {
  const [viewportRef, carousel, run] = useCarousel({ loop: true });
  return (
    <div>
      <div ref={viewportRef} data-testid="viewport" />
      <button type="button" onClick={() => run((target) => target.scrollNext())}>
        Next
      </button>
      {carousel ? <p>ready</p> : null}
    </div>
  );
}

describe('useCarousel', () => {
  it('keeps a click made before the carousel is in, and does it once the carousel is', async () => {
    render(<Slides />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    await screen.findByText('ready');
    expect(EmblaCarousel).toHaveBeenCalledWith(screen.getByTestId('viewport'), { loop: true }, []);
    expect(made.scrollNext).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(made.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('takes the carousel down with the component', async () => {
    const { unmount } = render(<Slides />);
    await screen.findByText('ready');
    unmount();
    await waitFor(() => expect(made.destroy).toHaveBeenCalled());
  });
});
