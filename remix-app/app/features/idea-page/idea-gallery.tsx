import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import type { TIdea } from '@crowd/contracts/schemas';
import { ChevronLeft, ChevronRight, ExternalLink, PlayCircle } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { useCarousel, type Carousel } from '~/lib/use-carousel';
import { cn } from '~/lib/utils';
import { galleryOf, thumbnailTiles, type GalleryItem } from './gallery-items';

/** The slide the carousel shows, kept in step with its swipes. */
function useSelectedSlide(embla: Carousel | undefined, initial = 0): number {
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

/**
 * The idea's pictures and videos (spec 2.9): a carousel with thumbnails below it, up to 5 then a
 * "+N" tile; a picture, a thumbnail of the shown slide or the tile opens the gallery in a dialog.
 * Without JavaScript the carousel scrolls sideways, the thumbnails jump to their slide and a
 * picture opens as a file.
 */
export function IdeaGallery({
  idea,
}: {
  idea: Pick<TIdea, 'name' | 'featuredImageId' | 'fileIds' | 'embeddableVideos'>;
}) {
  const { t } = useTranslation('crowdSite');
  const { items, otherVideoLinks } = galleryOf(idea);
  const hydrated = useHydrated();
  const [viewportRef, embla, run] = useCarousel();
  const selected = useSelectedSlide(embla);
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (items.length === 0 && otherVideoLinks.length === 0) return null;

  const open = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    setOpenAt(index);
  };
  const show = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    if (index === selected) setOpenAt(index);
    else run((carousel) => carousel.scrollTo(index));
  };
  const { shown, more } = thumbnailTiles(items.length);

  return (
    <section aria-label={t('idea.gallery.label')} className="grid gap-3">
      {items.length > 0 ? (
        <div aria-roledescription="carousel" className="relative">
          <div
            // One item needs no carousel (nor its script).
            ref={items.length > 1 ? viewportRef : undefined}
            className={cn(
              'rounded-xl bg-muted',
              hydrated ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto',
            )}
          >
            <div className="flex">
              {items.map((item, index) => (
                <div
                  key={itemKey(item)}
                  id={`media-${index + 1}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('idea.gallery.slide', { index: index + 1, total: items.length })}
                  className="aspect-video min-w-0 shrink-0 grow-0 basis-full snap-start"
                >
                  {item.kind === 'image' ? (
                    <a href={fileHref(item.fileId)} onClick={open(index)} className="block size-full">
                      <img
                        src={fileHref(item.fileId, 640)}
                        srcSet={fileSrcSet(item.fileId, IMAGE_WIDTHS)}
                        sizes="(min-width: 56rem) 56rem, 100vw"
                        alt={t('idea.gallery.image', { index: index + 1, name: idea.name })}
                        decoding="async"
                        loading={index === 0 ? 'eager' : 'lazy'}
                        className="size-full object-contain"
                      />
                    </a>
                  ) : (
                    <VideoFrame item={item} index={index} />
                  )}
                </div>
              ))}
            </div>
          </div>
          {hydrated && items.length > 1 ? <CarouselArrows run={run} selected={selected} total={items.length} /> : null}
        </div>
      ) : null}
      {items.length > 1 ? (
        <ul aria-label={t('idea.gallery.thumbnails')} className="grid grid-cols-6 gap-2">
          {items.slice(0, shown).map((item, index) => (
            <li key={itemKey(item)}>
              <a
                href={`#media-${index + 1}`}
                onClick={show(index)}
                aria-current={hydrated && index === selected ? 'true' : undefined}
                aria-label={t('idea.gallery.show', { index: index + 1, total: items.length })}
                className={cn(
                  'block aspect-square overflow-hidden rounded-lg border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  hydrated && index === selected ? 'border-primary' : 'border-transparent',
                )}
              >
                <Thumbnail item={item} />
              </a>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <a
                href={`#media-${shown + 1}`}
                onClick={open(shown)}
                aria-label={t('idea.gallery.more', { count: more, total: items.length })}
                className="flex aspect-square items-center justify-center rounded-lg bg-slate-900/80 text-lg font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                +{more}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {otherVideoLinks.length > 0 ? (
        <ul aria-label={t('idea.gallery.videoLinks')} className="grid gap-1 text-sm">
          {otherVideoLinks.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 break-all font-medium text-primary underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-4 shrink-0" aria-hidden />
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {openAt !== null ? (
        <GalleryDialog items={items} name={idea.name} startIndex={openAt} onClose={() => setOpenAt(null)} />
      ) : null}
    </section>
  );
}

const itemKey = (item: GalleryItem): string => (item.kind === 'image' ? `image-${item.fileId}` : `video-${item.link}`);

function Thumbnail({ item }: { item: GalleryItem }) {
  if (item.kind === 'image')
    return (
      <img
        src={fileHref(item.fileId, 160)}
        srcSet={fileSrcSet(item.fileId, [80, 160, 320])}
        sizes="160px"
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    );
  return (
    <span className="flex size-full items-center justify-center bg-slate-900 text-white">
      <PlayCircle className="size-8" aria-hidden />
    </span>
  );
}

function VideoFrame({ item, index }: { item: Extract<GalleryItem, { kind: 'video' }>; index: number }) {
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

function CarouselArrows({
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

/** Every item of the gallery, large, from the one chosen. */
function GalleryDialog({
  items,
  name,
  startIndex,
  onClose,
}: {
  items: GalleryItem[];
  name: string;
  startIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('crowdSite');
  const [viewportRef, embla, run] = useCarousel({ startIndex });
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
      <DialogContent className="max-w-5xl gap-3 p-4 sm:p-6" onKeyDown={onKeyDown}>
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
