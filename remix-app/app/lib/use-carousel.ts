import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Carousel = EmblaCarouselType;

/** What brought the carousel in: the visitor touching or focusing it, or a call of `run`. */
type LoadCause = 'interaction' | 'run';

interface CarouselSetup {
  options?: EmblaOptionsType;
  /** The carousel's plugins, loaded with it; told what brought it in. */
  plugins?: (cause: LoadCause) => Promise<EmblaPluginType[]>;
  /**
   * Load embla only when it is needed: a pointer or focus on the viewport, or a `run` (an arrow, a
   * thumbnail, a dot, a timer). A carousel a visitor may never move then costs no script at all.
   */
  onDemand?: boolean;
}

/**
 * embla-carousel on the viewport element the returned ref is given, loaded once React runs (a chunk
 * of its own, with `plugins`: the page's first load does not carry it), or with `onDemand` when it
 * is first needed. Until it is in, the viewport's markup stands as the server rendered it, and
 * `run` keeps what it is asked to do (a click on an arrow, a thumbnail or a dot) for when it is:
 * nothing is lost. The setup of the first render holds for the carousel's life.
 */
export function useCarousel({ options = {}, plugins, onDemand = false }: CarouselSetup = {}) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<Carousel>();
  // Set once, by the first cause; it never changes after.
  const [cause, setCause] = useState<LoadCause | null>(onDemand ? null : 'run');
  const queued = useRef<((carousel: Carousel) => void)[]>([]);
  const setup = useRef({ options, plugins });

  useEffect(() => {
    if (!viewport || cause) return;
    const onInteraction = () => setCause((first) => first ?? 'interaction');
    viewport.addEventListener('pointerdown', onInteraction);
    viewport.addEventListener('focusin', onInteraction);
    return () => {
      viewport.removeEventListener('pointerdown', onInteraction);
      viewport.removeEventListener('focusin', onInteraction);
    };
  }, [viewport, cause]);

  useEffect(() => {
    if (!viewport || !cause) return;
    let current = true;
    let made: Carousel | undefined;
    const { options: first, plugins: loadPlugins } = setup.current;
    void Promise.all([import('embla-carousel'), loadPlugins?.(cause) ?? []]).then(
      ([{ default: EmblaCarousel }, loaded]) => {
        if (!current) return;
        made = EmblaCarousel(viewport, first, loaded);
        for (const action of queued.current.splice(0)) action(made);
        setCarousel(made);
      },
    );
    return () => {
      current = false;
      made?.destroy();
    };
  }, [viewport, cause]);

  const run = useCallback(
    (action: (carousel: Carousel) => void) => {
      if (carousel) return action(carousel);
      queued.current.push(action);
      setCause((first) => first ?? 'run');
    },
    [carousel],
  );
  return [setViewport, carousel, run] as const;
}
