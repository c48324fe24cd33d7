import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { BulkHandInPage } from '../pages/bulk-hand-in-page';
import { expectChosen } from '../pages/controls';
import { pickerDate, schoolDay, uniqueToken } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';
import { StudentViewPage } from '../pages/student-view-page';

// Another homework or student put into the address of an open page, as a teacher edits the address
// or a bookmark does: the suite stays on the same page (no new load), and the page must show what the
// address names, with nothing of the last one's filters, banner or selection.

const GROUP = '8B/Ma1';

async function signIn(page: Page) {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  return new MarkingApi(page);
}

/** The address changed in place, as typing it into the address bar does. */
async function changeAddress(page: Page, hashPath: string) {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, hashPath);
  return loads;
}

/** Two past-due homework of the class; the first has hand-ins from its first three students by name, the second from the next two. */
async function twoHomework(api: MarkingApi, token: string) {
  const names = await api.studentNames();
  const make = async (title: string) => {
    const { id, studentIds } = await api.pastHomework(title, GROUP);
    const students = studentIds
      .map((studentId) => ({ studentId, name: names.get(studentId.toLowerCase())! }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }));
    return { id, title, students };
  };
  const rivers = await make(`${token} Rivers`);
  const coasts = await make(`${token} Coasts`);
  await api.recordHandIns(rivers.id, rivers.students.slice(0, 3).map((s) => s.studentId));
  await api.recordHandIns(coasts.id, coasts.students.slice(3, 5).map((s) => s.studentId));
  return { rivers, coasts };
}

test('the marking view follows another homework, then another student, typed into its address; its own moves keep it where it is', async ({ page }) => {
  const api = await signIn(page);
  const { rivers, coasts } = await twoHomework(api, uniqueToken('Place'));
  const marking = new MarkingPage(page);
  await marking.goto(rivers.id);
  await marking.expectActive(rivers.students[0]!.name);
  // A move of the view's own: it writes the student into the address and stays the same page.
  await marking.button('Next').click();
  await marking.expectActive(rivers.students[1]!.name);
  await expect(page).toHaveURL(new RegExp(`/teacherview/${rivers.id}/${rivers.students[1]!.studentId}$`, 'i'));
  await expect(marking.button('Next')).toBeFocused();

  const loads = await changeAddress(page, `#/homework/teacherview/${coasts.id}`);
  await expect(marking.heading).toHaveText(coasts.title);
  await expect(marking.tab('Handed In')).toHaveAttribute('aria-selected', 'true');
  await marking.expectActive(coasts.students[3]!.name);
  await marking.expectCount('Handed In', 2);
  await expect(page).toHaveURL(new RegExp(`/teacherview/${coasts.id}/${coasts.students[3]!.studentId}$`, 'i'));

  // Another student of the same homework, not handed in: the view moves to them, in their own tab,
  // and the focus stays where the teacher left it.
  await marking.button('Next').focus();
  const other = coasts.students[0]!;
  await changeAddress(page, `#/homework/teacherview/${coasts.id}/${other.studentId}`);
  await marking.expectActive(other.name);
  await expect(marking.tab('Not Handed In')).toHaveAttribute('aria-selected', 'true');
  await expect(marking.handInDate).toHaveValue(pickerDate(schoolDay(0)));
  await expect(marking.button('Next')).toBeFocused();
  expect(loads, 'the address changed in place: no page load').toEqual([]);
  await expectAccessible(page, 'Marking view after its address changed to a student not handed in');
});

test('the bulk recorder starts afresh on another homework typed into its address: Show, sort, date and banner', async ({ page }) => {
  const api = await signIn(page);
  const { rivers, coasts } = await twoHomework(api, uniqueToken('Place'));
  const recorder = new BulkHandInPage(page);
  await page.goto(`/#/homework/submissions/${rivers.id}`);
  await recorder.expectLoaded(rivers.title);
  await recorder.show('Handed In');
  await recorder.sort('Student Name');
  // Names as registers are read, in that order.
  const handedIn = rivers.students.slice(0, 3).map((s) => s.name);
  await expect.poll(() => recorder.names()).toEqual(handedIn);
  expect(handedIn.every((name) => /^[^,]+, [^,]+$/.test(name))).toBe(true);
  await recorder.setDate(pickerDate(schoolDay(-1)));
  await recorder.student(handedIn[0]!).check();
  await recorder.record.click();
  await expect(recorder.successBanner).toBeVisible();

  const loads = await changeAddress(page, `#/homework/submissions/${coasts.id}`);
  await recorder.expectLoaded(coasts.title);
  await expect(recorder.region.getByRole('radio', { name: 'Not Handed In', exact: true })).toBeChecked();
  await expectChosen(recorder.sortBy, 'Submission Status');
  await expect(recorder.date).toHaveValue(pickerDate(schoolDay(0)));
  await expect(recorder.successBanner).toHaveCount(0);
  await expect.poll(async () => (await recorder.names()).length).toBe(coasts.students.length - 2);
  expect(loads, 'the address changed in place: no page load').toEqual([]);
  await expectAccessible(page, 'Bulk recorder after its address changed to another homework');
});

test("the student view shows another student typed into its address, with the filters at their defaults", async ({ page }) => {
  const api = await signIn(page);
  const token = uniqueToken('Place');
  const { rivers } = await twoHomework(api, token);
  const [first, second] = rivers.students;
  const view = new StudentViewPage(page);
  await page.goto(`/#/homework/studentview/${first!.studentId}`);
  const [surname, forename] = first!.name.split(', ');
  await expect(view.heading).toHaveText(`${forename} ${surname}`);
  await expect(view.items.first()).toBeVisible();
  await view.chooseTimeframe('This Year');
  await view.chooseOrder('Title');
  await view.chooseSubject('Mathematics');
  await view.typeSearch(token);
  await expect(view.items).toHaveCount(2);

  const loads = await changeAddress(page, `#/homework/studentview/${second!.studentId}`);
  const [secondSurname, secondForename] = second!.name.split(', ');
  await expect(view.heading).toHaveText(`${secondForename} ${secondSurname}`);
  await expect(view.search).toHaveValue('');
  await expectChosen(view.timeframe, 'This Term');
  await expectChosen(view.orderBy, 'Due Date (newest first)');
  await expectChosen(view.subject, 'All Subjects');
  await expect(view.items.first()).toBeVisible();
  expect(loads, 'the address changed in place: no page load').toEqual([]);
  await expectAccessible(page, 'Student view after its address changed to another student');
});
