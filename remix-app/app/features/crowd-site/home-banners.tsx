import { UI } from '@crowd/contracts/limits';
import { useFetcher } from '@remix-run/react';
import { Heart, Lightbulb, Package, Search, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { RichText } from '~/components/ui/rich-text';
import type { CustomIntro } from '~/features/crowd/crowd-intro';
import { useCarousel, type Carousel } from '~/lib/use-carousel';
import { cn } from '~/lib/utils';
import type { HomeBanner } from './home-banner.server';

const SLIDES = [
  { key: 'search', icon: Search },
  { key: 'bulb', icon: Lightbulb },
  { key: 'heart', icon: Heart },
  { key: 'package', icon: Package },
] as const;

type BannerFetcher = ReturnType<typeof useFetcher>;

/** Whether the banner's close form is on its way: with JavaScript the banner goes at once. */
const isClosing = (fetcher: BannerFetcher): boolean => fetcher.state !== 'idle' || fetcher.formData !== undefined;

/**
 * The close button of a banner: a plain form post (the route's action stores the flag in a cookie
 * and reloads the page), so it works without JavaScript too.
 */
function CloseBanner({ fetcher, banner, label }: { fetcher: BannerFetcher; banner: HomeBanner; label: string }) {
  return (
    <fetcher.Form method="post" className="absolute right-3 top-3">
      <input type="hidden" name="banner" value={banner} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        className="flex size-9 items-center justify-center rounded-full bg-background/80 text-foreground shadow-sm transition-colors hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
    </fetcher.Form>
  );
}

/**
 * The slideshow's autoplay, loaded with the carousel: by its first turn of slide, or by a dot. A
 * visitor who touched or focused the slides first gets none, as autoplay stops on interaction.
 */
const autoplay = async (cause: 'interaction' | 'run') => {
  if (cause === 'interaction') return [];
  return import('embla-carousel-autoplay').then(({ default: Autoplay }) => [
    Autoplay({
      delay: UI.slideshowIntervalMs,
      stopOnInteraction: true,
      stopOnFocusIn: true,
      breakpoints: { '(prefers-reduced-motion: reduce)': { active: false } },
    }),
  ]);
};

/** The slideshow's first turn of slide, which brings its carousel in (no script before it is needed). */
function useFirstTurn(carousel: Carousel | undefined, run: (action: (carousel: Carousel) => void) => void) {
  useEffect(() => {
    if (carousel || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setTimeout(() => run((loaded) => loaded.scrollNext()), UI.slideshowIntervalMs);
    return () => clearTimeout(timer);
  }, [carousel, run]);
}

/**
 * The default slideshow (spec 2.9): four slides, 5 s apart, in a loop, no arrows, dots to pick one.
 * It stops when the visitor interacts with it or prefers reduced motion; without JavaScript the
 * first slide stands alone.
 */
export function Slideshow() {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const [viewportRef, embla, run] = useCarousel({ options: { loop: true }, plugins: autoplay, onDemand: true });
  useFirstTurn(embla, run);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    // What a run queued before the carousel was in (the first turn, a dot) has already moved it.
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);
  if (isClosing(fetcher)) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.slideshow.label')}
      data-testid="slideshow"
      className="relative border-b bg-gradient-to-br from-brand-50 via-background to-accent-50"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex">
          {SLIDES.map(({ key, icon: Icon }, index) => (
            <div
              key={key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${SLIDES.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-4 py-10 md:py-14"
            >
              <div className="mx-auto flex max-w-4xl items-center gap-6">
                <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground md:size-20">
                  <Icon className="size-8 md:size-10" aria-hidden />
                </span>
                <div>
                  <h2 className="text-xl font-semibold md:text-2xl">{t(`home.slideshow.slides.${key}.title`)}</h2>
                  <p className="mt-2 max-w-2xl text-muted-foreground">{t(`home.slideshow.slides.${key}.text`)}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      {hydrated ? (
        <div className="flex justify-center gap-1 pb-3">
          {SLIDES.map(({ key }, index) => (
            // A 12 px dot in a 24 px button: the touch target WCAG 2.5.8 asks for.
            <button
              key={key}
              type="button"
              aria-label={t('home.slideshow.goTo', { number: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => run((carousel) => carousel.scrollTo(index))}
              className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden
                className={cn(
                  'size-3 rounded-full border border-secondary transition-colors',
                  index === selected ? 'bg-secondary' : 'bg-background',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
      <CloseBanner fetcher={fetcher} banner="slideshow" label={t('home.slideshow.close')} />
    </section>
  );
}

/** The crowd's own intro (spec 4) on its background colour, closable like the slideshow. */
export function IntroBanner({ intro }: { intro: CustomIntro }) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher();
  if (isClosing(fetcher)) return null;
  return (
    <section
      data-testid="custom-intro"
      className={cn('relative border-b px-4 py-14 md:py-20', intro.darkText ? 'text-neutral-900' : 'text-white')}
      style={{ backgroundColor: intro.background }}
    >
      <div className="mx-auto max-w-6xl pr-10">
        <RichText html={intro.html} className="max-w-3xl text-lg md:text-xl" />
      </div>
      <CloseBanner fetcher={fetcher} banner="intro" label={t('home.intro.close')} />
    </section>
  );
}
