import { Minus, Plus } from 'lucide-react';
import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { cn } from '~/lib/utils';

export interface ImageCropperHandle {
  /** Draws the crop onto a canvas and encodes it (a jpeg by default, on white). */
  toBlob(options?: { maxSize?: number; type?: string; quality?: number }): Promise<Blob>;
}

export interface ImageCropperProps {
  src: string;
  labels: { area: string; keyboard: string; zoom: string; zoomIn: string; zoomOut: string };
  /** Round guide (avatars) or square. */
  round?: boolean;
  maxZoom?: number;
  onError?: () => void;
  className?: string;
}

/** Screen pixels an arrow key moves the photo (shift moves a fifth of it). */
const MOVE_STEP = 10;
const ZOOM_STEP = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Draws the square `crop` of `image` at most `maxSize` pixels wide and encodes it. */
function encodeSquare(
  image: HTMLImageElement,
  crop: Area,
  { maxSize = 512, type = 'image/jpeg', quality = 0.9 }: { maxSize?: number; type?: string; quality?: number },
) {
  return new Promise<Blob>((resolve, reject) => {
    const size = Math.max(1, Math.round(Math.min(maxSize, crop.width)));
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('No canvas context'));
      return;
    }
    // A jpeg has no transparency: transparent parts of a png or gif become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size, size);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality);
  });
}

/**
 * A square cropper (react-easy-crop): drag (mouse or touch) to move, the slider or the wheel to
 * zoom; the crop area takes the keyboard too (arrows move, + and - zoom). The result is drawn on
 * a canvas by `toBlob`.
 */
export const ImageCropper = forwardRef<ImageCropperHandle, ImageCropperProps>(function ImageCropper(
  { src, labels, round = true, maxZoom = 4, onError, className },
  ref,
) {
  const instructionsId = useId();
  const imageRef = useRef<RefObject<HTMLImageElement> | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const zoomTo = (next: number) => setZoom(clamp(next, 1, maxZoom));

  useImperativeHandle(
    ref,
    () => ({
      toBlob: (options = {}) => {
        const image = imageRef.current?.current;
        if (!image || !area) return Promise.reject(new Error('The image has not loaded'));
        return encodeSquare(image, area, options);
      },
    }),
    [area],
  );

  // The library's crop area moves with the arrow keys; zooming by key is ours.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const zoomBy = { '+': ZOOM_STEP, '=': ZOOM_STEP, '-': -ZOOM_STEP }[event.key];
    if (zoomBy === undefined) return;
    event.preventDefault();
    zoomTo(zoom + zoomBy);
  };

  const onMediaLoaded = ({ naturalWidth, naturalHeight }: MediaSize) => {
    if (!naturalWidth || !naturalHeight) onError?.();
  };

  return (
    <div className={cn('grid gap-4', className)}>
      <div
        onKeyDown={onKeyDown}
        className="relative mx-auto aspect-square w-full max-w-72 overflow-hidden rounded-lg bg-muted"
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={1}
          cropShape={round ? 'round' : 'rect'}
          showGrid={false}
          keyboardStep={MOVE_STEP}
          onCropChange={setCrop}
          onZoomChange={zoomTo}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={onMediaLoaded}
          setImageRef={(image) => {
            imageRef.current = image;
          }}
          mediaProps={{ onError }}
          classes={{
            cropAreaClassName: 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          }}
          cropperProps={{
            role: 'group',
            'aria-roledescription': 'image cropper',
            'aria-label': labels.area,
            'aria-describedby': instructionsId,
          }}
        />
      </div>
      <p id={instructionsId} className="sr-only">
        {labels.keyboard}
      </p>
      <div className="mx-auto flex w-full max-w-72 items-center gap-3">
        <button
          type="button"
          onClick={() => zoomTo(zoom - ZOOM_STEP * 2)}
          className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={labels.zoomOut}
        >
          <Minus className="size-4" />
        </button>
        <input
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          onChange={(event) => zoomTo(Number(event.target.value))}
          aria-label={labels.zoom}
          aria-valuetext={`${Math.round(zoom * 100)} %`}
          className="h-2 flex-1 cursor-pointer accent-primary"
        />
        <button
          type="button"
          onClick={() => zoomTo(zoom + ZOOM_STEP * 2)}
          className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={labels.zoomIn}
        >
          <Plus className="size-4" />
        </button>
      </div>
    </div>
  );
});
