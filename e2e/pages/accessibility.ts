import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// WCAG 2.2 AA, as axe-core tags it. Journeys call this on every page and open dialog they visit.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe's serious and critical WCAG 2.2 AA violations on the page at rest: measured half-way, a
 * transition reports contrast the page never shows (the editor's Link popout fading in did).
 */
export async function blockingViolations(page: Page, include?: string) {
  await untilTransitionsEnd(page);
  // Legacy mode: axe.run in the page, reaching its frames (all the suite's own origin) by axe's own
  // messages. The default runs each frame apart and then opens a new blank page to join the results,
  // which cost a journey 0.7 s a check (a third of the whole time axe took).
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/**
 * Fails with a readable list (rule, impact, where) when axe finds a serious or critical violation
 * on the page as it is now; `state` names what was open, for the report.
 */
export async function expectAccessible(page: Page, state: string, include?: string) {
  const blocking = (await blockingViolations(page, include)).map(
    (violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(blocking, `axe on ${state}`).toEqual([]);
}

/**
 * Clicks a button in a dialog once the dialog has opened: a click during antd's opening animation
 * (the dialog grows from where it was asked for), which a busy machine stretches, can go unheeded,
 * pressed on the button and let go where it has moved from (seen on CI in three journeys, never on a
 * quiet machine).
 */
export async function clickOnceOpen(dialog: Locator, button: Locator) {
  await expect(dialog).toBeVisible();
  await untilTransitionsEnd(dialog.page());
  await button.click();
}

/**
 * Until the finite transitions have ended (a button fading in from disabled, a list fading out, a
 * menu group opening); endless ones (spinners) are not waited for. Nor is antd's click ripple (its
 * wave, a ring that fades for 2 s after any click): it is drawn over the control, is not hit by
 * pointer or by axe's look behind the text (pointer-events: none), and changes nothing shown. Waiting
 * for it made every check after a click wait 2 s.
 */
export async function untilTransitionsEnd(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running' || !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) return true;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return !!target?.closest('.ant-wave');
    }),
  );
}
