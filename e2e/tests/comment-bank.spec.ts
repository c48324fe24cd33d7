// The comment bank (decision 0035) as a teacher meets it, by keyboard: Add to my bank keeps two
// comments; Ctrl+/ in the comment opens the bank, a search narrows it, the arrows choose, Enter puts
// the choice in at the cursor with {{StudentName}} filled; Delete asks first and its Undo puts the
// comment back; axe finds nothing on the bank or its question; Escape gives the focus back.
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { uniqueToken } from '../pages/homework-api';
import { expectVisibleFocus } from '../pages/keyboard';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

test('by keyboard: add to my bank, search, arrows, Enter inserts with the tag filled; delete asks and Undo puts it back', async ({ page }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const { id, students } = await api.homeworkWithHandIns('Comment bank', '8B/Ma1', 1);
  const forename = students[0]!.name.split(', ')[1]!;
  const token = uniqueToken('bank').replace(/\W/g, '');
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectActive(students[0]!.name);

  // Two comments kept from the comment field, each as written (the tag stays a tag in the bank).
  const addToMine = marking.button('Add to my bank');
  await page.keyboard.press('c');
  await expect(marking.comment).toBeFocused();
  for (const which of ['first', 'second']) {
    await marking.comment.fill(`${token} ${which}: well done, {{StudentName}}.`);
    // The field holds the comment as the button is pressed: a failure here, not below, points at the field, not the call.
    await expect(marking.comment).toHaveValue(`${token} ${which}: well done, {{StudentName}}.`);
    await addToMine.click();
    await expect(marking.pane.getByRole('status').filter({ hasText: `Added to My bank: “${token} ${which}` })).toBeVisible();
  }

  // From inside the comment, at its cursor: Ctrl+/ opens the bank with the focus in its search.
  await marking.comment.fill('Grade B.');
  await marking.comment.press('End');
  await page.keyboard.press('Control+/');
  const bank = page.getByRole('dialog', { name: 'Comment bank' });
  const search = bank.getByRole('combobox', { name: 'Search the comment bank' });
  await expect(search).toBeFocused();
  await page.keyboard.type(token);
  await expect(bank.getByRole('option')).toHaveCount(2);
  await expect(bank.getByRole('option', { selected: true })).toContainText(`${token} first`);
  await page.keyboard.press('ArrowDown');
  await expect(bank.getByRole('option', { selected: true })).toContainText(`${token} second`);
  await expectAccessible(page, 'the comment bank, searched, a comment chosen');
  await page.keyboard.press('Enter');
  await expect(bank).toBeHidden();
  await expect(marking.comment).toHaveValue(`Grade B. ${token} second: well done, ${forename}.`);
  await expect(marking.comment).toBeFocused();

  // Delete asks first, naming what goes; its Undo puts it back.
  await page.keyboard.press('Control+/');
  await expect(search).toBeFocused();
  await page.keyboard.type(`${token} first`);
  await expect(bank.getByRole('option')).toHaveCount(1);
  const chosen = bank.getByRole('group', { name: 'Chosen comment' });
  const del = chosen.getByRole('button', { name: 'Delete', exact: true });
  while (!(await del.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await expectVisibleFocus(del);
  await page.keyboard.press('Enter');
  const question = bank.getByRole('region', { name: 'Delete this comment?' });
  await expect(question.getByRole('list', { name: 'This deletes:' })).toHaveText(`“${token} first: well done, {{StudentName}}.” from the My bank`);
  await expect(question.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await expectAccessible(page, 'the comment bank asking before a delete');
  await page.keyboard.press('Enter');
  const undo = bank.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeFocused();
  await expect(bank.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(bank.getByText('Comment put back.')).toBeVisible();
  await expect(bank.getByRole('option')).toHaveCount(1);
  await expectAccessible(page, 'the comment bank after an undone delete');

  // Escape closes the bank; the comment has the focus again, unchanged.
  await search.focus();
  await page.keyboard.press('Escape');
  await expect(bank).toBeHidden();
  await expect(marking.comment).toBeFocused();
  await expect(marking.comment).toHaveValue(`Grade B. ${token} second: well done, ${forename}.`);
});
