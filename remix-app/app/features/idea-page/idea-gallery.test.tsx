/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { thumbnailTiles } from './gallery-items';
import { IdeaGallery } from './idea-gallery';

// jsdom has no layout: the carousel gets the browser APIs it observes the page with, doing nothing.
beforeAll(() => {
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }),
    IntersectionObserver: Inert,
    ResizeObserver: Inert,
  });
});

const ideaWith = (images: number, videos: string[] = []) => ({
  name: 'Bike lanes',
  featuredImageId: images > 0 ? 1 : null,
  fileIds: Array.from({ length: Math.max(0, images - 1) }, (_, i) => i + 2),
  embeddableVideos: videos,
});

const thumbnails = () => within(screen.getByRole('list', { name: 'All pictures and videos' })).getAllByRole('link');

describe('the idea gallery (spec 2.9)', () => {
  it('shows up to 5 thumbnails and a +N tile when there are more than 6 items', async () => {
    renderInRoute(<IdeaGallery idea={ideaWith(6, ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'])} />);
    const tiles = await screen.findAllByRole('link', { name: /^Show item \d of 8$/ });
    expect(tiles).toHaveLength(5);
    const more = screen.getByRole('link', { name: 'Show 3 more items, 8 in all' });
    expect(more).toHaveTextContent('+3');
    expect(thumbnails()).toHaveLength(6);
  });

  it('shows all six items of a gallery of six, without a +N tile', async () => {
    renderInRoute(<IdeaGallery idea={ideaWith(6)} />);
    expect(await screen.findAllByRole('link', { name: /^Show item \d of 6$/ })).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /more items/ })).not.toBeInTheDocument();
  });

  it('opens every item in a dialog from the +N tile, pictures at width copies', async () => {
    renderInRoute(<IdeaGallery idea={ideaWith(7, ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'])} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Show 3 more items, 8 in all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pictures and videos of “Bike lanes”' });
    expect(within(dialog).getAllByRole('group', { name: /^\d of 8$/ })).toHaveLength(8);
    const picture = within(dialog).getByRole('img', { name: 'Picture 1 of “Bike lanes”' });
    expect(picture).toHaveAttribute('src', '/api/file?fileId=1&w=1280');
    expect(picture.getAttribute('srcset')).toContain('/api/file?fileId=1&w=320 320w');
  });

  it('lists a video link no player takes as a link, and shows nothing for an idea without media', async () => {
    const { container } = renderInRoute(<IdeaGallery idea={ideaWith(0)} />);
    expect(container).toBeEmptyDOMElement();
    renderInRoute(<IdeaGallery idea={ideaWith(1, ['https://example.com/talk.mp4'])} />);
    expect(await screen.findByRole('link', { name: 'https://example.com/talk.mp4' })).toHaveAttribute(
      'href',
      'https://example.com/talk.mp4',
    );
  });

  it('keeps the tiles to six whatever the count', () => {
    expect(thumbnailTiles(1)).toEqual({ shown: 1, more: 0 });
    expect(thumbnailTiles(6)).toEqual({ shown: 6, more: 0 });
    expect(thumbnailTiles(7)).toEqual({ shown: 5, more: 2 });
    expect(thumbnailTiles(15)).toEqual({ shown: 5, more: 10 });
  });
});
