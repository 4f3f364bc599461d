import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { useCarousel } from '~/lib/use-carousel';
import type { GalleryItem } from './gallery-items';
import { CarouselArrows, itemKey, useSelectedSlide, VideoFrame } from './gallery-parts';

/** Every item of the gallery, large, from the one chosen (a chunk of its own, loaded on opening). */
export function GalleryDialog({
  items,
  name,
  startIndex,
  onClose,
  returnFocus,
}: {
  items: GalleryItem[];
  name: string;
  startIndex: number;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('crowdSite');
  const [viewportRef, embla, run] = useCarousel({ options: { startIndex } });
  const selected = useSelectedSlide(embla, startIndex);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') run((carousel) => carousel.scrollPrev());
      if (event.key === 'ArrowRight') run((carousel) => carousel.scrollNext());
    },
    [run],
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-5xl gap-3 p-4 sm:p-6" onKeyDown={onKeyDown} returnFocus={returnFocus}>
        <DialogTitle className="pr-8">{t('idea.gallery.title', { name })}</DialogTitle>
        <DialogDescription aria-live="polite">
          {t('idea.gallery.slide', { index: selected + 1, total: items.length })}
        </DialogDescription>
        <div className="relative">
          <div ref={viewportRef} className="overflow-hidden rounded-lg bg-slate-950">
            <div className="flex">
              {items.map((item, index) => (
                <div
                  key={itemKey(item)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('idea.gallery.slide', { index: index + 1, total: items.length })}
                  className="aspect-video min-w-0 shrink-0 grow-0 basis-full"
                >
                  {item.kind === 'image' ? (
                    <img
                      src={fileHref(item.fileId, 1280)}
                      srcSet={fileSrcSet(item.fileId, IMAGE_WIDTHS)}
                      sizes="(min-width: 64rem) 64rem, 100vw"
                      alt={t('idea.gallery.image', { index: index + 1, name })}
                      decoding="async"
                      className="size-full object-contain"
                    />
                  ) : index === selected ? (
                    <VideoFrame item={item} index={index} />
                  ) : null}
                </div>
              ))}
            </div>
          </div>
          {items.length > 1 ? <CarouselArrows run={run} selected={selected} total={items.length} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
