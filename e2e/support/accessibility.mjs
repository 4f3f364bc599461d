import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Evaluated into the page rather than added as a <script>: the Content Security Policy admits our
// own scripts only.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 at level AA (each version's A and AA rules, among them 2.5.8's target size) and axe's best
 * practices. `wcag21a` is part of 2.2 AA too, though the issue's list leaves it out.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now (or only on the part `within` selects); every violation with
 * the nodes it was found on.
 */
async function axeViolations(page, within) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, tags }) => {
      const options = {
        runOnly: { type: 'tag', values: tags },
        // Besides the tagged rules: the check that a visible label is part of the accessible name.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      };
      const result = await window.axe.run(selector ? { include: [selector] } : document, options);
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary.replace(/\s+/g, ' ')}`),
      }));
    },
    { selector: within ?? null, tags: AXE_TAGS },
  );
}

const describeViolations = (where, violations) =>
  [
    `${violations.length} accessibility violation(s) on ${where}:`,
    ...violations.flatMap((violation) => [
      `- ${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map((node) => `    ${node}`),
    ]),
  ].join('\n');

/** Fails with every axe violation on the page (or the part `within` selects). */
export async function assertAccessible(page, where, within) {
  const violations = await axeViolations(page, within);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}
