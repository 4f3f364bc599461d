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
});
