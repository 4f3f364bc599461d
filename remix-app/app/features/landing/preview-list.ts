import { PAGE_SIZES } from '@crowd/contracts/limits';

/** A landing list filled up to its preview size (spec 2.10): `null` marks a placeholder entry. */
export function padPreview<T>(items: readonly T[], size: number = PAGE_SIZES.landingPreview): (T | null)[] {
  const shown: (T | null)[] = items.slice(0, size);
  while (shown.length < size) shown.push(null);
  return shown;
}
