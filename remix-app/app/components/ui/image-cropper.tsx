import { Minus, Plus } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cn } from '~/lib/utils';

/** The square part of the image that is kept, in the image's own pixels. */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

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

interface View {
  /** The point of the image (in image pixels) under the viewport's centre. */
  cx: number;
  cy: number;
  zoom: number;
}

const MOVE_STEP = 10;
const ZOOM_STEP = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps the viewport covered: the centre may not come closer to an edge than half the viewport. */
function clampView(view: View, image: { width: number; height: number }, maxZoom: number): View {
  const zoom = clamp(view.zoom, 1, maxZoom);
  const half = Math.min(image.width, image.height) / zoom / 2;
  return {
    zoom,
    cx: clamp(view.cx, half, image.width - half),
    cy: clamp(view.cy, half, image.height - half),
  };
}

/** The crop a view shows: a square of min(width, height) / zoom image pixels around the centre. */
export function cropOfView(view: View, image: { width: number; height: number }): SquareCrop {
  const size = Math.min(image.width, image.height) / view.zoom;
  return { x: view.cx - size / 2, y: view.cy - size / 2, size };
}

/**
 * A small square cropper: drag (mouse, touch or pen) to move, the slider or the wheel to zoom;
 * the crop area takes the keyboard too (arrows move, + and - zoom). The result is drawn on a
 * canvas by `toBlob`.
 */
export const ImageCropper = forwardRef<ImageCropperHandle, ImageCropperProps>(function ImageCropper(
  { src, labels, round = true, maxZoom = 4, onError, className },
  ref,
) {
  const instructionsId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [viewportSize, setViewportSize] = useState(288);
  const [view, setView] = useState<View>({ cx: 0, cy: 0, zoom: 1 });

  useEffect(() => {
    const element = viewportRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewportSize(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const update = useCallback(
    (next: (current: View) => View) => {
      if (!natural) return;
      setView((current) => clampView(next(current), natural, maxZoom));
    },
    [natural, maxZoom],
  );

  // Image pixels per screen pixel at the current zoom.
  const scale = natural ? (viewportSize / Math.min(natural.width, natural.height)) * view.zoom : 1;

  const moveBy = (dx: number, dy: number) => update((v) => ({ ...v, cx: v.cx - dx / scale, cy: v.cy - dy / scale }));
  const zoomTo = (zoom: number) => update((v) => ({ ...v, zoom }));

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    // A native listener: React's wheel listener is passive and cannot keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      update((v) => ({ ...v, zoom: v.zoom * (event.deltaY < 0 ? 1.08 : 1 / 1.08) }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [update]);

  useImperativeHandle(
    ref,
    () => ({
      toBlob: ({ maxSize = 512, type = 'image/jpeg', quality = 0.9 } = {}) =>
        new Promise<Blob>((resolve, reject) => {
          const image = imageRef.current;
          if (!image || !natural) {
            reject(new Error('The image has not loaded'));
            return;
          }
          const crop = cropOfView(view, natural);
          const size = Math.max(1, Math.round(Math.min(maxSize, crop.size)));
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
          context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, size, size);
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality);
        }),
    }),
    [natural, view],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    moveBy(event.clientX - start.x, event.clientY - start.y);
    drag.current = { ...start, x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? MOVE_STEP * 5 : MOVE_STEP;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => moveBy(step, 0),
      ArrowRight: () => moveBy(-step, 0),
      ArrowUp: () => moveBy(0, step),
      ArrowDown: () => moveBy(0, -step),
      '+': () => zoomTo(view.zoom + ZOOM_STEP),
      '=': () => zoomTo(view.zoom + ZOOM_STEP),
      '-': () => zoomTo(view.zoom - ZOOM_STEP),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const width = natural ? natural.width * scale : 0;
  const height = natural ? natural.height * scale : 0;

  return (
    <div className={cn('grid gap-4', className)}>
      <div
        ref={viewportRef}
        tabIndex={0}
        role="group"
        aria-roledescription="image cropper"
        aria-label={labels.area}
        aria-describedby={instructionsId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        className="relative mx-auto aspect-square w-full max-w-72 cursor-grab touch-none select-none overflow-hidden rounded-lg bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 active:cursor-grabbing"
      >
        <img
          ref={imageRef}
          src={src}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (!naturalWidth || !naturalHeight) {
              onError?.();
              return;
            }
            const image = { width: naturalWidth, height: naturalHeight };
            setNatural(image);
            setView(clampView({ cx: naturalWidth / 2, cy: naturalHeight / 2, zoom: 1 }, image, maxZoom));
          }}
          onError={onError}
          className={cn('absolute max-w-none', natural ? 'opacity-100' : 'opacity-0')}
          style={{
            width,
            height,
            left: viewportSize / 2 - view.cx * scale,
            top: viewportSize / 2 - view.cy * scale,
          }}
        />
        <div
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-0 shadow-[0_0_0_9999px_rgb(15_23_42/0.5)] ring-2 ring-white/90',
            round ? 'rounded-full' : 'rounded-sm',
          )}
        />
      </div>
      <p id={instructionsId} className="sr-only">
        {labels.keyboard}
      </p>
      <div className="mx-auto flex w-full max-w-72 items-center gap-3">
        <button
          type="button"
          onClick={() => zoomTo(view.zoom - ZOOM_STEP * 2)}
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
          value={view.zoom}
          onChange={(event) => zoomTo(Number(event.target.value))}
          aria-label={labels.zoom}
          aria-valuetext={`${Math.round(view.zoom * 100)} %`}
          className="h-2 flex-1 cursor-pointer accent-primary"
        />
        <button
          type="button"
          onClick={() => zoomTo(view.zoom + ZOOM_STEP * 2)}
          className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={labels.zoomIn}
        >
          <Plus className="size-4" />
        </button>
      </div>
    </div>
  );
});
