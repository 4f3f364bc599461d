import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import classMergeConfig from 'virtual:class-merge-config';

// Built from the app's own classes (tooling/class-merge-config.mjs): a later class still wins
// over an earlier one of its kind, without tailwind-merge's whole default config in every page.
const merge = createTailwindMerge(() => classMergeConfig);

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
