import { Link } from '@remix-run/react';
import { fileUrl } from '~/lib/ui-user';
import type { ShellCrowd } from '~/features/shell/shell-crowd';

/**
 * The crowd's logo (or its initial) and name, linking to the crowd's home. The logo is the crowd's
 * featured image, the one image a crowd uploads (`POST /crowd/uploadCoverImage`).
 */
export function CrowdBrand({ crowd }: { crowd: Pick<ShellCrowd, 'name' | 'featuredImageId'> }) {
  return (
    <Link to="/" className="flex min-w-0 shrink items-center gap-3">
      {crowd.featuredImageId ? (
        <img src={fileUrl(crowd.featuredImageId)} alt="" className="size-9 shrink-0 rounded-lg object-contain" />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground">
          {crowd.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span className="truncate text-lg font-semibold tracking-tight">{crowd.name}</span>
    </Link>
  );
}
