import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user moves
 * through a page; fails when it is not reached within `limit` presses (it cannot be reached by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}) {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+' : ''}Tab within ${limit} presses`).toBeFocused();
}

/** The element with the focus shows it: an outline or a box shadow that is not 'none'. */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'the focused element shows its focus').toBe(true);
}
