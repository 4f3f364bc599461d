import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { Carousel } from '~/lib/use-carousel';
import type { GalleryItem } from './gallery-items';

/** The slide the carousel shows, kept in step with its swipes. */
export function useSelectedSlide(embla: Carousel | undefined, initial = 0): number {
  const [selected, setSelected] = useState(initial);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);
  return selected;
}

export const itemKey = (item: GalleryItem): string =>
  item.kind === 'image' ? `image-${item.fileId}` : `video-${item.link}`;

export function VideoFrame({ item, index }: { item: Extract<GalleryItem, { kind: 'video' }>; index: number }) {
  const { t } = useTranslation('crowdSite');
  return (
    <iframe
      src={item.embedUrl}
      title={t('idea.gallery.video', { index: index + 1 })}
      loading="lazy"
      allow="fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full border-0"
    />
  );
}

export function CarouselArrows({
  run,
  selected,
  total,
}: {
  run: (action: (carousel: Carousel) => void) => void;
  selected: number;
  total: number;
}) {
  const { t } = useTranslation('crowdSite');
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-background/90"
        onClick={() => run((carousel) => carousel.scrollPrev())}
        disabled={selected === 0}
        aria-label={t('idea.gallery.previous')}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-background/90"
        onClick={() => run((carousel) => carousel.scrollNext())}
        disabled={selected === total - 1}
        aria-label={t('idea.gallery.next')}
      >
        <ChevronRight aria-hidden />
      </Button>
    </>
  );
}
