import { expect, type Locator, type Page } from '@playwright/test';
import { SUITE_PRIMARY } from '../../shared/platform/src/remote/theme';

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

/** `#rrggbb` as the browser computes it: `rgb(r, g, b)`. */
const computedColour = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * The element with the focus shows the suite's own focus style (FOCUS_CSS in shared/platform): a
 * solid outline at least 2 px wide in the suite's blue (white on the dark top bar). antd's own
 * rings (a pale #85c0ff, under 2:1 on white) or a box shadow do not pass. A control whose input is
 * drawn invisibly (antd's checkboxes and radios) shows its focus on the nearest element around it
 * that is drawn, up to its label: that is the one held to the style.
 */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const expected = { style: 'solid', atLeast2px: true, colour: computedColour(SUITE_PRIMARY) };
  const onTopBar = { ...expected, colour: computedColour('#ffffff') };
  const ringOf = () =>
    target.evaluate((element) => {
      const label = element.closest('label');
      let shown: Element | null = element;
      // From the focused element out to its label: the first one drawn with an outline.
      while (shown && !(shown.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(shown).outlineStyle !== 'none')) {
        shown = shown === label || !label ? null : shown.parentElement;
      }
      if (!shown) return { style: 'none', atLeast2px: false, colour: 'none', onTopBar: false };
      const style = getComputedStyle(shown);
      return {
        style: style.outlineStyle,
        atLeast2px: parseFloat(style.outlineWidth) >= 2,
        colour: style.outlineColor,
        onTopBar: !!shown.closest('.top-bar'),
      };
    });
  // Polled: a control's outline colour can still be in its transition.
  await expect
    .poll(
      async () => {
        const { onTopBar: topBar, ...ring } = await ringOf();
        const wanted = topBar ? onTopBar : expected;
        return JSON.stringify(ring) === JSON.stringify(wanted) ? 'the suite focus style' : `${JSON.stringify(ring)}, not ${JSON.stringify(wanted)}`;
      },
      { message: 'the focused element shows the suite focus style' },
    )
    .toBe('the suite focus style');
}
