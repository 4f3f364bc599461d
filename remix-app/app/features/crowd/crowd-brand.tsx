import { Link } from '@remix-run/react';
import type { ShellCrowd } from '~/features/shell/shell-crowd';
import { CrowdLogo } from './crowd-logo';

/** The widest the top bar shows a logo (max-w-36); wide logos keep their shape up to it. */
const LOGO_MAX_WIDTH = '144px';

/**
 * The crowd's logo (or its initial) and name, linking to the crowd's home. The logo is the crowd's
 * featured image, the one image a crowd uploads (`POST /crowd/uploadCoverImage`). Its alt text is
 * the crowd's name, so the link is named once: the name beside it is for the eye only.
 */
export function CrowdBrand({ crowd }: { crowd: Pick<ShellCrowd, 'name' | 'featuredImageId'> }) {
  const logo = crowd.featuredImageId;
  return (
    <Link to="/" className="flex min-w-0 shrink items-center gap-3">
      {logo ? (
        <CrowdLogo
          fileId={logo}
          alt={crowd.name}
          sizes={LOGO_MAX_WIDTH}
          className="h-9 w-auto max-w-36 shrink-0 rounded-lg object-contain"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
        >
          {crowd.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      {/* Two lines on a phone rather than one cut to its first letter beside the bar's buttons. */}
      <span
        aria-hidden={logo ? true : undefined}
        className="line-clamp-2 text-base leading-tight font-semibold tracking-tight wrap-break-word sm:line-clamp-1 sm:text-lg"
      >
        {crowd.name}
      </span>
    </Link>
  );
}
