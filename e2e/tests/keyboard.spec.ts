// A teacher who uses only the keyboard creates a homework and then edits it (decision 0026): no click
// anywhere, from the sign-in page on — Tab, Shift+Tab, Enter, Space, arrows and typing.
//
// Steps:
//  1. Open Create by its address; on the provider's page Tab to Username, type it, Tab, type the
//     password, Enter.
//  2. Tab to Title and type it (the focus ring shows on each field reached).
//  3. Tab to Subject, type 'Mathematics', Enter picks it.
//  4. Set by, Available from, Due date and Submission Type keep their defaults.
//  5. Tab to Assigned to, Enter opens the popout; Tab to its search, type the group; Tab to the
//     group's checkbox, Space ticks it; Tab to Done, Enter closes it (the focus is back on Assigned to).
//  6. Tab to Description (it says how to leave it: Tab) and type it; Shift+Arrow selects its last
//     word, Shift+Tab reaches the toolbar's Link, Enter opens the popout; Tab to Cancel, Enter: the
//     focus is back in the editor with the word still selected, and Tab goes on to Create.
//  7. Tab to Create, Enter: the list, newest first, says 'Homework created.'.
//  8. Tab to the new card's Edit link, Enter: Edit Homework.
//  9. Tab to Title, Control+A and type the new title; Tab to Save, Enter; 'Are You Sure?' opens,
//     Tab to its Save, Enter: 'Homework saved successfully.'.
// axe runs on each page and open dialog on the way.
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { expectChosen } from '../pages/controls';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { uniqueToken } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { DEMO_PASSWORD } from '../pages/sign-in-page';
import { EDITOR_KEYS_HINT } from '../../shared/ui/src/rich-text/editor-keys';

const GROUP = '8B/Ma1';

test('a homework is created and edited with the keyboard alone', async ({ page }) => {
  const keys = page.keyboard;
  // 1. Sign in.
  await page.goto('/#/homework/create');
  const username = page.getByLabel('Username');
  await expect(username).toBeVisible();
  await tabTo(page, username);
  await keys.type('teacher');
  await tabTo(page, page.getByLabel('Password'));
  await keys.type(DEMO_PASSWORD);
  await keys.press('Enter');

  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await expectAccessible(page, 'Create Homework (keyboard)');
  const title = `${uniqueToken('Keys')} Ratio and proportion`;

  // 2. Title.
  await tabTo(page, form.title);
  await expectVisibleFocus(form.title);
  await keys.type(title);

  // 3. Subject.
  await tabTo(page, form.subject);
  await keys.type('Mathematics');
  await keys.press('Enter');
  await expectChosen(form.subject, 'Mathematics');

  // 4a. The due date's calendar button, a stop of its own after the date (01 §2): Enter opens the calendar, Escape closes it.
  const calendar = form.form.getByRole('button', { name: 'Choose a date from the calendar' }).last();
  await tabTo(page, calendar);
  await expectVisibleFocus(calendar);
  await keys.press('Enter');
  await expect(calendar).toHaveAttribute('aria-expanded', 'true');
  const calendarPanel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  await expect(calendarPanel).toBeVisible();
  // A British calendar: its weeks start on Monday.
  await expect(calendarPanel.locator('thead th').first()).toHaveText(/^Mo/);
  await expectAccessible(page, 'Due date calendar (keyboard)');
  await keys.press('Escape');
  await expect(calendar).toHaveAttribute('aria-expanded', 'false');

  // 5. Assigned to, through its popout.
  const assigned = form.form.getByRole('button', { name: 'Assigned to' });
  await tabTo(page, assigned);
  await expectVisibleFocus(assigned);
  await keys.press('Enter');
  const popout = form.assignedTo.dialog;
  await expect(popout).toBeVisible();
  await expectAccessible(page, 'Assigned to popout (keyboard)');
  await tabTo(page, popout.getByRole('searchbox', { name: 'Search groups and students' }));
  await keys.type(GROUP);
  const box = popout.getByRole('checkbox', { name: `Select ${GROUP}`, exact: true });
  await tabTo(page, box);
  await expectVisibleFocus(box);
  await keys.press('Space');
  await expect(box).toBeChecked();
  await tabTo(page, popout.getByRole('button', { name: 'Done' }));
  await keys.press('Enter');
  await expect(popout).toBeHidden();
  await expect(form.assignedTo.summary).toHaveText('1 group');

  // 6. Description, and the Link popout left with Cancel.
  await tabTo(page, form.description);
  await expect(form.description).toHaveAccessibleDescription(EDITOR_KEYS_HINT);
  await keys.type('Questions 1 to 10 on page 42, showing your working.');
  for (let at = 0; at < 'working.'.length; at += 1) await keys.press('Shift+ArrowLeft');
  const linkTool = form.toolbar.getByRole('button', { name: 'Link', exact: true });
  await tabTo(page, linkTool, { backwards: true, limit: 6 });
  await expectVisibleFocus(linkTool);
  await keys.press('Enter');
  const linkPopout = page.getByRole('form', { name: 'Link', exact: true });
  await expect(linkPopout.getByRole('textbox', { name: 'Web address' })).toBeFocused();
  await expectAccessible(page, 'Link popout (keyboard)');
  await tabTo(page, linkPopout.getByRole('button', { name: 'Cancel' }), { limit: 4 });
  await keys.press('Enter');
  await expect(linkPopout).toBeHidden();
  await expect(form.description).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('working.');
  await keys.press('ArrowRight');

  // 7. Create: the next stop after the editor.
  await keys.press('Tab');
  await expectVisibleFocus(form.submitButton);
  await keys.press('Enter');
  const list = new AllHomeworkPage(page);
  await expect(list.successBanner).toHaveText('Homework created.');
  await expect(list.card(title)).toBeVisible();
  await expectAccessible(page, 'All Homework after a keyboard create');

  // 8. Edit from the card.
  const editLink = list.card(title).getByRole('link', { name: 'Edit' });
  await tabTo(page, editLink, { limit: 120 });
  await expectVisibleFocus(editLink);
  await keys.press('Enter');
  const edit = new HomeworkFormPage(page, 'edit');
  await edit.expectLoaded();
  await expect(edit.title).toHaveValue(title);

  // 9. A new title, saved after 'Are You Sure?'.
  const edited = `${title} (revised)`;
  await tabTo(page, edit.title);
  await keys.press('ControlOrMeta+A');
  await keys.type(edited);
  await tabTo(page, edit.submitButton);
  await keys.press('Enter');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are You Sure?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'Save confirmation (keyboard)');
  await tabTo(page, confirm.getByRole('button', { name: 'Save', exact: true }), { limit: 6 });
  await keys.press('Enter');
  await expect(edit.successBanner).toHaveText('Homework saved successfully.');
  await expect(edit.title).toHaveValue(edited);
});
