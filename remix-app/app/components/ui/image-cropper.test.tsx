/** @jest-environment jsdom */
import { act, createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageCropper, type ImageCropperHandle } from './image-cropper';

const labels = { area: 'Crop area', keyboard: 'Arrows move', zoom: 'Zoom', zoomIn: 'Zoom in', zoomOut: 'Zoom out' };

/** jsdom lays nothing out: a 288 px viewport showing an 800 × 600 photo, as a browser would. */
function loadPhoto(container: HTMLElement) {
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ x: 0, y: 0, top: 0, left: 0, right: 288, bottom: 288, width: 288, height: 288 } as DOMRect);
  const image = container.querySelector('img')!;
  Object.defineProperties(image, { naturalWidth: { value: 800 }, naturalHeight: { value: 600 } });
  fireEvent.load(image);
  return image;
}

/** jsdom has no canvas: records what is drawn and how it is encoded. */
function fakeCanvas() {
  const drawImage = jest.fn();
  const context = { fillRect: jest.fn(), drawImage } as unknown as CanvasRenderingContext2D;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  const encode = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
    type,
  ) {
    done(new Blob([`${this.width}x${this.height}`], { type }));
  });
  return { drawImage, encode };
}

describe('ImageCropper', () => {
  it('crops the largest centred square and sends it as a jpeg of at most 512 px', async () => {
    const ref = createRef<ImageCropperHandle>();
    const { container } = render(<ImageCropper ref={ref} src="blob:photo" labels={labels} />);
    const image = loadPhoto(container);
    const { drawImage, encode } = fakeCanvas();

    const blob = await act(() => ref.current!.toBlob());

    expect(drawImage).toHaveBeenCalledWith(image, 100, 0, 600, 600, 0, 0, 512, 512);
    expect(encode).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(blob.type).toBe('image/jpeg');
    expect(encode.mock.contexts[0]).toMatchObject({ width: 512, height: 512 });
  });

  it('moves with the arrow keys and zooms with + and - on the labelled crop area', async () => {
    const ref = createRef<ImageCropperHandle>();
    const { container } = render(<ImageCropper ref={ref} src="blob:photo" labels={labels} />);
    loadPhoto(container);
    const { drawImage } = fakeCanvas();
    const area = screen.getByRole('group', { name: 'Crop area' });
    expect(area).toHaveAccessibleDescription('Arrows move');
    expect(area).toHaveAttribute('tabindex', '0');

    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    fireEvent.keyUp(area, { key: 'ArrowLeft' });
    fireEvent.keyDown(area, { key: '+' });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '110 %');
    fireEvent.keyDown(area, { key: '-' });
    fireEvent.keyDown(area, { key: '-' });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '100 %');

    await act(() => ref.current!.toBlob());
    const [, x, y, width, height] = drawImage.mock.calls[0] as number[];
    expect(x).toBeGreaterThan(100);
    expect([y, width, height]).toEqual([0, 600, 600]);
  });

  it('zooms with the buttons within 1 and the largest zoom', () => {
    render(<ImageCropper src="blob:photo" labels={labels} maxZoom={1.3} />);
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(slider).toHaveAttribute('aria-valuetext', '120 %');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(slider).toHaveAttribute('aria-valuetext', '130 %');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(slider).toHaveAttribute('aria-valuetext', '100 %');
  });
});
