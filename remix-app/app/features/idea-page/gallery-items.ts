import { videoEmbedUrl } from '@crowd/contracts/text';
import type { TIdea } from '@crowd/contracts/schemas';

export type GalleryItem = { kind: 'image'; fileId: number } | { kind: 'video'; embedUrl: string; link: string };

/**
 * What the idea's gallery shows, in order: the featured image, the attachments, then the videos
 * whose site has a player we may embed; other video links are listed as links.
 */
export function galleryOf(idea: Pick<TIdea, 'featuredImageId' | 'fileIds' | 'embeddableVideos'>): {
  items: GalleryItem[];
  otherVideoLinks: string[];
} {
  const images = [idea.featuredImageId, ...idea.fileIds]
    .filter((fileId): fileId is number => fileId !== null)
    .filter((fileId, index, all) => all.indexOf(fileId) === index)
    .map((fileId): GalleryItem => ({ kind: 'image', fileId }));
  const videos: GalleryItem[] = [];
  const otherVideoLinks: string[] = [];
  for (const link of idea.embeddableVideos) {
    const embedUrl = videoEmbedUrl(link);
    if (embedUrl) videos.push({ kind: 'video', embedUrl, link });
    else otherVideoLinks.push(link);
  }
  return { items: [...images, ...videos], otherVideoLinks };
}

/** Thumbnails before the "+N" tile (spec 2.9). */
const THUMBNAILS_SHOWN = 5;

/**
 * Spec 2.9: the thumbnails show up to 5 items, then a "+N" tile when there are more than 6 in all
 * (six items fit the six tiles as they are).
 */
export function thumbnailTiles(total: number): { shown: number; more: number } {
  return total > THUMBNAILS_SHOWN + 1
    ? { shown: THUMBNAILS_SHOWN, more: total - THUMBNAILS_SHOWN }
    : { shown: total, more: 0 };
}
