import { fileHref, fileSrcSet } from '@crowd/contracts/files';
import { IMAGE_WIDTHS } from '@crowd/contracts/limits';

/**
 * The crowd's logo (its featured image) as a responsive image: `sizes` is the widest the box
 * shows it, so the browser fetches the smallest width copy that is sharp at the screen's pixel
 * ratio; `src` is the copy for browsers without srcset.
 */
export function CrowdLogo({
  fileId,
  alt,
  sizes,
  className,
}: {
  fileId: number;
  alt: string;
  sizes: `${number}px`;
  className?: string;
}) {
  return (
    <img
      src={fileHref(fileId, 160)}
      srcSet={fileSrcSet(fileId, IMAGE_WIDTHS)}
      sizes={sizes}
      alt={alt}
      decoding="async"
      className={className}
    />
  );
}
