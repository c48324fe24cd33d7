import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 AA, as axe-core tags it. Journeys call this on every page and open dialog they visit.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Fails with a readable list (rule, impact, where) when axe finds a serious or critical violation
 * on the page as it is now; `state` names what was open, for the report.
 */
export async function expectAccessible(page: Page, state: string, include?: string) {
  // Finite transitions first (a button fading in from disabled, a list fading out): measured
  // half-way they report contrast the page never shows at rest. Endless ones (spinners) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  expect(blocking, `axe on ${state}`).toEqual([]);
}
