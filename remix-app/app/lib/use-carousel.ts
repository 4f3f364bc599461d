import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Carousel = EmblaCarouselType;

/**
 * embla-carousel on the viewport element the returned ref is given, loaded once React runs (a chunk
 * of its own, with `plugins`: the page's first load does not carry it). Until it is in, the
 * viewport's markup stands as the server rendered it, and `run` keeps what it is asked to do (a
 * click on an arrow, a thumbnail or a dot) for when it is: nothing is lost. The options of the
 * first render hold for the carousel's life.
 */
export function useCarousel(options: EmblaOptionsType = {}, plugins?: () => Promise<EmblaPluginType[]>) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<Carousel>();
  const queued = useRef<((carousel: Carousel) => void)[]>([]);
  const setup = useRef({ options, plugins });

  useEffect(() => {
    if (!viewport) return;
    let current = true;
    let made: Carousel | undefined;
    const { options: first, plugins: loadPlugins } = setup.current;
    void Promise.all([import('embla-carousel'), loadPlugins?.() ?? []]).then(([{ default: EmblaCarousel }, loaded]) => {
      if (!current) return;
      made = EmblaCarousel(viewport, first, loaded);
      for (const action of queued.current.splice(0)) action(made);
      setCarousel(made);
    });
    return () => {
      current = false;
      made?.destroy();
    };
  }, [viewport]);

  const run = useCallback(
    (action: (carousel: Carousel) => void) => (carousel ? action(carousel) : void queued.current.push(action)),
    [carousel],
  );
  return [setViewport, carousel, run] as const;
}
