import type { HTMLAttributes, ImgHTMLAttributes } from 'react';
import { cn } from '~/lib/utils';

/**
 * A round picture with initials beneath it. Plain elements, not Radix's Avatar: that one renders
 * the picture only once its script saw it load, so the server's page (and a page without
 * JavaScript) showed initials alone; here the picture, laid over the initials, shows with the
 * page's first paint, and one that fails to load is hidden, so the initials show.
 */
export const Avatar = ({ className, ...props }: HTMLAttributes<HTMLSpanElement>) => (
  <span className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)} {...props} />
);

/** Hides a picture that failed to load, also one that failed before the page's script ran. */
const hideIfBroken = (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth === 0) image.hidden = true;
};

export const AvatarImage = ({
  className,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onLoad' | 'onError'>) => (
  <img
    ref={hideIfBroken}
    alt={alt}
    className={cn('absolute inset-0 aspect-square size-full bg-muted object-cover', className)}
    onError={(event) => (event.currentTarget.hidden = true)}
    onLoad={(event) => (event.currentTarget.hidden = false)}
    {...props}
  />
);

export const AvatarFallback = ({ className, ...props }: HTMLAttributes<HTMLSpanElement>) => (
  <span
    className={cn(
      'flex size-full items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700',
      className,
    )}
    {...props}
  />
);

/** Up to two initials of a display name. */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
