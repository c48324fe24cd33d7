import { expect, type Locator } from '@playwright/test';

// The antd controls the homework pages are made of, driven as a user drives them. Where a control
// has no accessible handle of its own (a typeahead's shown value, its clear cross, its options
// outside the small accessible list antd keeps), antd's class names are the handle: in this file only.

/** The whole typeahead (antd Select) around its combobox input. */
const selectOf = (combobox: Locator) =>
  combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/**
 * Opens a typeahead (or a plain dropdown), types to narrow it when it can and clicks the option. On a
 * busy machine a click can land while the list is still placing itself (a list opened upwards at the
 * top of the window moved under the pointer, and the choice was lost): as a user would, the list is
 * opened and the option clicked again until it is chosen.
 */
export async function chooseOption(combobox: Locator, option: string) {
  const page = combobox.page();
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') {
      await combobox.click();
      if (await combobox.isEditable()) await combobox.fill(option);
    }
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ visible: true }).getByText(option, { exact: true }).click({ timeout: 10_000 });
    await expectChosen(combobox, option, 3_000);
  }).toPass({ timeout: 45_000 });
  // Closed and its fade-out over: a half-faded list would fail a contrast check made next.
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** The text a typeahead or dropdown shows as chosen, as drawn in its box. */
export const shownChoice = (combobox: Locator) => selectOf(combobox).locator('.ant-select-content');

/** The options of the open list, as drawn. */
export const openOptions = (combobox: Locator) =>
  combobox.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');

/** What the typeahead shows as chosen (or its placeholder). */
export async function expectChosen(combobox: Locator, text: string, timeout?: number) {
  await expect(selectOf(combobox)).toHaveText(text, { timeout });
}

/** The typeahead's clear cross, shown on hover. */
export async function clearOption(combobox: Locator, placeholder: string) {
  const select = selectOf(combobox);
  await select.hover();
  await select.locator('.ant-select-clear').click();
  await expectChosen(combobox, placeholder);
}

/** A date picker's text box: type the date and confirm with Enter. */
export async function typeDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

/** A date picker's clear cross, shown on hover. */
export async function clearDate(input: Locator) {
  const picker = input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-picker ")][1]');
  await picker.hover();
  await picker.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
}

/** A radio of an antd group (button-style ones hide their input): click its label, as a user does. */
export async function chooseRadio(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}
