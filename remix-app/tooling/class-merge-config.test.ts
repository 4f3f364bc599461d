import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createTailwindMerge, twMerge, type Config } from 'tailwind-merge';

/** The app's classes and the build's config, from the module the build runs (in a child process). */
const generated = () =>
  JSON.parse(execFileSync(process.execPath, [join(__dirname, 'class-merge-config.mjs')], { encoding: 'utf8' })) as {
    classes: string[];
    config: Config<string, string>;
  };

describe("the build's class merging", () => {
  let classes: string[];
  let merge: (classNames: string) => string;

  beforeAll(() => {
    const { classes: found, config } = generated();
    classes = found;
    merge = createTailwindMerge(() => config);
  });

  it("finds the app's classes, with variants, negatives and arbitrary values", () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(
      expect.arrayContaining(['p-6', 'sm:p-6', 'hover:bg-accent', '-translate-x-1/2', 'w-[calc(100%-2rem)]']),
    );
  });

  // What a page looks like depends on it: `<Button size="sm" className="h-10">` must lose `h-8`.
  it('merges every pair of them as the whole default config does', () => {
    const differing: string[] = [];
    for (const earlier of classes)
      for (const later of classes) {
        const pair = `${earlier} ${later}`;
        if (merge(pair) !== twMerge(pair)) differing.push(`${pair} → ${merge(pair)} (expected ${twMerge(pair)})`);
      }
    expect(differing.slice(0, 20)).toEqual([]);
  });

  // Whole class lists of the app's components, their own classes before a caller's `className`.
  it.each([
    'flex flex-col gap-1.5 p-6 flex-row flex-wrap items-start justify-between gap-4 p-4 sm:p-6',
    'flex items-center p-6 pt-0 flex flex-wrap justify-end gap-2 border-t px-4 py-4 sm:px-6',
    'inline-flex items-center rounded-md border p-0.5 text-xs font-semibold js-desktop-only hidden md:inline-flex',
    'h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm h-9 min-w-32 border-amber-500 ring-1 ring-amber-500',
    'border-b last:border-0 transition-colors hover:bg-muted/40 max-sm:grid max-sm:gap-1 bg-amber-50 hover:bg-amber-100/70',
    'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 gap-4 p-6 max-w-5xl gap-3 p-4 sm:p-6',
  ])('merges %s as the whole default config does', (classNames) => {
    expect(merge(classNames)).toBe(twMerge(classNames));
  });
});
