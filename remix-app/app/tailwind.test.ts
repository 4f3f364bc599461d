import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS } from '@crowd/contracts';

describe('tailwind theme', () => {
  const css = readFileSync(join(__dirname, 'tailwind.css'), 'utf8');

  it.each(['xs', 'sm', 'md', 'lg', 'xl'] as const)('uses the %s breakpoint of spec 9', (name) => {
    expect(css).toContain(`--breakpoint-${name}: ${BREAKPOINTS[name]}px;`);
  });

  it('self-hosts Work Sans', () => {
    expect(css).toContain("@import '@fontsource/work-sans/400.css';");
    expect(css).not.toMatch(/fonts\.googleapis|https?:\/\//);
  });

  describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
    const colour = (name: string): string => {
      const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
      if (!value) throw new Error(`no colour --${name}`);
      return value;
    };
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(colour(a)), luminance(colour(b))].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };

    it.each([
      ['foreground', 'background'],
      ['primary-foreground', 'primary'],
      ['secondary-foreground', 'secondary'],
      ['secondary', 'background'],
      ['muted-foreground', 'background'],
      ['muted-foreground', 'muted'],
      ['muted-foreground', 'color-brand-50'],
      ['muted-foreground', 'color-accent-50'],
      ['accent-foreground', 'accent'],
      ['color-accent-600', 'color-accent-100'],
      ['color-brand-700', 'color-brand-100'],
    ])('%s on %s', (text, surface) => {
      expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
