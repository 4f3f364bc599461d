import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';
import type { TIdea } from '@crowd/contracts/schemas';
import { ExternalLink, PlayCircle } from 'lucide-react';
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { lazyComponents } from '~/lib/lazy-components';
import { useCarousel } from '~/lib/use-carousel';
import { cn } from '~/lib/utils';
import { galleryOf, thumbnailTiles, type GalleryItem } from './gallery-items';
import { CarouselArrows, itemKey, useSelectedSlide, VideoFrame } from './gallery-parts';

/** The gallery's dialog with Radix's, loaded as a pointer or focus comes to the gallery or on opening. */
const galleryDialog = lazyComponents(() => import('./gallery-dialog'));
const GalleryDialog = galleryDialog.component((module) => module.GalleryDialog);
const warmDialog = () => void galleryDialog.preload();

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
  const [viewportRef, embla, run] = useCarousel({ onDemand: true });
  const selected = useSelectedSlide(embla);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  if (items.length === 0 && otherVideoLinks.length === 0) return null;

  const open = (index: number) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    returnFocus.current = event.currentTarget;
    setOpenAt(index);
  };
  const show = (index: number) => (event: MouseEvent<HTMLElement>) => {
    if (index === selected) return open(index)(event);
    event.preventDefault();
    run((carousel) => carousel.scrollTo(index));
  };
  const { shown, more } = thumbnailTiles(items.length);

  return (
    <section
      aria-label={t('idea.gallery.label')}
      className="grid gap-3"
      onPointerEnter={warmDialog}
      onFocus={warmDialog}
    >
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
        <Suspense fallback={null}>
          <GalleryDialog
            items={items}
            name={idea.name}
            startIndex={openAt}
            onClose={() => setOpenAt(null)}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

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
