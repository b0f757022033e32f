import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 A and AA. Visible text that is part of the accessible name (WCAG 2.5.3) is still marked
 * experimental in this axe version, which leaves it out of the tags; later versions check it with the
 * A rules. Only the violations are gathered: leaving out the passes and the incomplete ones spares axe
 * the serializing of every node it checked, most of its time on a big page. The frames of the shop's
 * pages hold other sites' players, whose content is not the shop's: axe checks the frame elements
 * themselves (their titles) and does not wait for an answer from inside them.
 */
const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
  iframes: false,
};

/**
 * The serious and critical findings of axe on the page as it is now, with where they are. Run once
 * the page's CSS transitions have ended: a bar fading back in after a scroll would otherwise be
 * measured at half its contrast.
 *
 * axe-core goes into the page once per document and runs there, answering only the findings. The
 * Playwright wrapper of axe evaluated its half-megabyte script twice per analysis (in the page, then
 * again per frame) and sent every result back: per page it took twice as long.
 */
export async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  // page.evaluate runs outside the page's Content-Security-Policy, which would refuse an injected script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  }, runOptions);
}
