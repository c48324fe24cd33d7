import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { counted } from '../pages/clear-question';
import { schoolDay, uniqueToken } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { MarkingApi } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

// Delete on All Homework asks with the spec's words and how much goes, offers Undo, and a deleted
// homework can be restored later from Recently deleted, with everything under it.

test('Delete asks with how much goes; Undo brings the homework back as it was; so does Restore in Recently deleted', async ({ page }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const api = new MarkingApi(page);
  const title = uniqueToken('Delete me ');
  const id = await api.createHomework({
    title,
    subjectId: await api.subjectId('Mathematics'),
    startDate: schoolDay(-5),
    dueDate: schoolDay(5),
    groups: [await api.subjectClassId('8B/Ma1')],
  });
  const students = (await api.records(id)).map((r) => r.StudentId);
  await api.recordHandIns(id, students.slice(0, 2));
  await api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: students[0], Result: '7/10', Comments: 'Neat.' });
  const before = await api.records(id);
  const lines = [`the homework, set for ${counted(students.length, 'student', 'students')}`, '2 hand-ins', '1 mark (grade and comment)', 'no files (attachments and submitted files)'];

  await list.typeSearch(title);
  await list.expectCards([title]);

  // Closed with Escape once counted, the question gives the focus back to the card's Delete button,
  // and the next Tab goes on from there (WCAG 2.4.3).
  const deleteButton = list.card(title).getByRole('button', { name: 'Delete' });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  await list.deleteQuestion.expectLines(lines);
  await page.keyboard.press('Escape');
  await expect(list.confirmation).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expectVisibleFocus(deleteButton);
  await page.keyboard.press('Tab');
  await expect(list.card(title).getByRole('link', { name: 'Edit' })).toBeFocused();

  // By keyboard: the question with the spec's words, then what goes; Cancel has the focus.
  await list.card(title).getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.confirmation).toContainText('Are You Sure?');
  await expect(list.confirmation).toContainText(
    "You're deleting homework that could have been read and submitted by students. Are you sure you want to delete?",
  );
  await list.deleteQuestion.expectLines(lines);
  await expect(list.confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'Delete question, counted');
  await tabTo(page, list.confirmation.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(list.confirmation).toBeHidden();
  await expect(list.deleteQuestion.notice(`“${title}” deleted.`)).toBeVisible();
  await list.expectCards([]);
  await expect(list.deleteQuestion.undo).toBeFocused();
  await expectVisibleFocus(list.deleteQuestion.undo);
  await expectAccessible(page, 'All Homework with the Undo after a delete');
  await page.keyboard.press('Enter');
  await expect(list.deleteQuestion.notice(`“${title}” restored.`)).toBeVisible();
  await list.expectCards([title]);
  expect(await api.records(id)).toEqual(before);

  // Deleted again and left: later, Recently deleted restores it.
  await list.askToDelete(title);
  await list.deleteQuestion.expectLines(lines);
  await list.answerConfirmation('Delete');
  await list.expectCards([]);
  await list.recentlyDeletedButton.click();
  const item = list.deletedItem(title);
  await expect(item).toContainText('Mathematics · Deleted');
  await expect(item).toContainText(lines.join(', '));
  await expectAccessible(page, 'Recently deleted');
  const restore = item.getByRole('button', { name: 'Restore', exact: true });
  await tabTo(page, restore);
  await expectVisibleFocus(restore);
  await page.keyboard.press('Enter');
  await expect(list.recentlyDeleted.getByRole('status').filter({ hasText: `“${title}” restored.` })).toBeVisible();
  await expect(item).toBeHidden();
  // Closed by keyboard: the focus goes back to the button that opened it.
  await list.recentlyDeleted.getByRole('button', { name: 'Done', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(list.recentlyDeleted).toBeHidden();
  await expect(list.recentlyDeletedButton).toBeFocused();
  await list.expectCards([title]);
  expect(await api.records(id)).toEqual(before);
});

test.describe('a count that fails', () => {
  test.use({ expectedRefusals: ['serverFault'] });

  test('the Delete question says what goes could not be counted, and the teacher can still delete and undo', async ({ page }) => {
    await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
    const list = new AllHomeworkPage(page);
    await list.expectLoaded();
    const api = new MarkingApi(page);
    const title = uniqueToken('Uncounted ');
    await api.createHomework({ title, subjectId: await api.subjectId('Mathematics'), startDate: schoolDay(-5), dueDate: schoolDay(5), groups: [await api.subjectClassId('8B/Ma1')] });
    await list.typeSearch(title);
    await list.expectCards([title]);
    await page.route('**/GetDeleteHomeworkSummary/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The service is busy.' }) }));

    await list.card(title).getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.confirmation.getByRole('alert')).toContainText('What this deletes could not be counted.');
    await expect(list.confirmation.getByRole('alert')).toContainText('You can still delete it: it is kept for 30 days, to undo straight away or restore from Recently deleted.');
    await expectAccessible(page, 'Delete question, the count failed');
    const remove = list.confirmation.getByRole('button', { name: 'Delete', exact: true });
    await expect(remove).toBeEnabled();
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(list.deleteQuestion.notice(`“${title}” deleted.`)).toBeVisible();
    await list.expectCards([]);
    await page.keyboard.press('Enter');
    await expect(list.deleteQuestion.notice(`“${title}” restored.`)).toBeVisible();
    await list.expectCards([title]);
  });
});
