/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCarousel } from './use-carousel';

const made = { scrollNext: jest.fn(), destroy: jest.fn() };
const EmblaCarousel = jest.fn<typeof made, unknown[]>(() => made);
jest.mock('embla-carousel', () => ({ __esModule: true, default: (...args: unknown[]) => EmblaCarousel(...args) }));

const plugins = jest.fn(async (_cause: string) => []);

function Slides({ onDemand = false }: { onDemand?: boolean }) {
  const [viewportRef, carousel, run] = useCarousel({ options: { loop: true }, plugins, onDemand });
  return (
    <div>
      <div ref={viewportRef} data-testid="viewport">
        <a href="#slide-1">Slide 1</a>
      </div>
      <button type="button" onClick={() => run((target) => target.scrollNext())}>
        Next
      </button>
      {carousel ? <p>ready</p> : null}
    </div>
  );
}

beforeEach(() => {
  EmblaCarousel.mockClear();
  plugins.mockClear();
  made.scrollNext.mockClear();
});

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

  describe('on demand', () => {
    it('loads nothing until it is needed, then comes in with the first run', async () => {
      render(<Slides onDemand />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(EmblaCarousel).not.toHaveBeenCalled();
      act(() => screen.getByRole('button', { name: 'Next' }).click());
      await screen.findByText('ready');
      expect(plugins).toHaveBeenCalledWith('run');
      expect(made.scrollNext).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['a pointer on the slides', (viewport: HTMLElement) => fireEvent.pointerDown(viewport)],
      ['focus on a slide', () => fireEvent.focusIn(screen.getByRole('link', { name: 'Slide 1' }))],
    ])('comes in with %s, telling its plugins the visitor interacted', async (_what, interact) => {
      render(<Slides onDemand />);
      interact(screen.getByTestId('viewport'));
      await screen.findByText('ready');
      expect(plugins).toHaveBeenCalledWith('interaction');
      expect(EmblaCarousel).toHaveBeenCalledTimes(1);
      expect(made.scrollNext).not.toHaveBeenCalled();
    });
  });
});
