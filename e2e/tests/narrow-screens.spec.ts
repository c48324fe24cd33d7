// All Homework on a phone (390 px) and at 400 % zoom (320 px) (decision 0026: 390 px and the 320 px
// findings): the menu folds behind a Menu button in the page's flow that the keyboard reaches and
// that covers nothing; folded, the menu's links take no focus; the filters' labels stay clear.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage, SHOW_OPTIONS, STATE_OPTIONS } from '../pages/all-homework-page';
import { tabTo } from '../pages/keyboard';
import { ShellPage } from '../pages/shell-page';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function focusedInsideMenu(page: Page) {
  return page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Main menu"]'));
}

for (const width of [390, 320]) {
  test(`All Homework at ${width} px: a Menu button the keyboard reaches, covering nothing; folded links take no focus; each filter option on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/all-homework');
    const list = new AllHomeworkPage(page);
    await list.expectLoaded();
    await expectAccessible(page, `All Homework at ${width} px`);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // It covers none of the filters' labels.
    const toggleBox = (await toggle.boundingBox())!;
    const labels = await list.filters.locator('label').all();
    // Every label is drawn, so an empty or hidden filter bar cannot pass unseen.
    expect(labels.length, 'the filters have labels').toBeGreaterThan(3);
    for (const label of labels) {
      const box = await label.boundingBox();
      expect(box, `${await label.textContent()} is drawn`).not.toBeNull();
      expect(overlaps(toggleBox, box!), `the Menu button covers ${await label.textContent()}`).toBe(false);
    }
    // Each Show and State option stays whole on one line: a toggle wraps between its options, not
    // inside one, and its rows stand apart (touching, two rows of buttons read as one grid).
    for (const options of [SHOW_OPTIONS, STATE_OPTIONS]) {
      const boxes = [];
      for (const option of options) {
        expect(await list.optionLines(option), `'${option}' on one line`).toBe(1);
        boxes.push({ option, box: (await list.optionButton(option).boundingBox())! });
      }
      for (const [index, upper] of boxes.entries())
        for (const lower of boxes.slice(index + 1).filter(({ box }) => box.y > upper.box.y + 1))
          expect(lower.box.y - (upper.box.y + upper.box.height), `'${lower.option}' a row below '${upper.option}', apart from it`).toBeGreaterThan(0);
    }

    // Folded: Tab from the top goes past the menu to the Menu button without entering it.
    await page.keyboard.press('Tab');
    for (let presses = 0; presses < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); presses += 1) {
      expect(await focusedInsideMenu(page), 'a folded menu link took the focus').toBe(false);
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.menuEntry('Create')).toBeVisible();
    await expectAccessible(page, `menu open at ${width} px`);
    await tabTo(page, shell.menuEntry('Create').getByRole('link'));
    await page.keyboard.press('Enter');
    await shell.expectPath('/homework/create');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: `test-results/narrow-${width}-create.png` });
  });
}
