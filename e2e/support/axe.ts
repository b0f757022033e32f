import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical findings of axe (WCAG 2.2 A and AA) on the page as it is now, with where
 * they are. Run once the page's CSS transitions have ended: a bar fading back in after a scroll
 * would otherwise be measured at half its contrast.
 */
export async function seriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    // In the page itself, as axe ran before 4.3: the default opens a blank page per analysis to gather
    // the frames' results, which tripled its time (3.3 s against 1.1 s a page here). The shop has no
    // frames of another origin whose content is its own, the one thing this mode leaves out.
    .setLegacyMode(true)
    // Visible text that is part of the accessible name (WCAG 2.5.3) is still marked experimental in
    // this axe version, which leaves it out of the tags; later versions check it with the A rules.
    // Only the violations are read: leaving out the passes and the incomplete ones spares axe the
    // serializing of every node it checked, most of its time on a big page.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}
