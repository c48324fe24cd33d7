// Marks out (decision 0036) as a teacher meets it, by keyboard: Export marks in the marking view opens
// its dialog with the first choice focused; Export saves this homework's marks as a CSV named with the
// school's day, read back row by row against the marks the server holds; the class's term as a
// OneRoster bundle; axe finds nothing on the dialog in either state; the focus comes back to the button.
import fs from 'node:fs/promises';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { readCsv } from '../pages/csv';
import { schoolDay } from '../pages/homework-api';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

const ukDay = (day: string) => day.split('-').reverse().join('/');
const fileDay = () => schoolDay(0).split('-').reverse().join('-');

test('by keyboard: a homework’s marks as a CSV read back against the server, and its class’s term as a OneRoster bundle', async ({ page }) => {
  await new ShellPage(page).signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const { id, title, students } = await api.homeworkWithHandIns('Marks out', '8B/Ma1', 3);
  const mark = (student: number, Result: string | null, Comments: string | null) =>
    api.call('POST', 'v3/HomeworkManagement/SaveHomeworkMark', { HomeworkId: id, StudentId: students[student]!.studentId, Result, Comments });
  await mark(0, '7', 'Clear working, well done.');
  await mark(1, 'Merit', '=see me, "please"');
  const marking = new MarkingPage(page);
  await marking.goto(id);
  await marking.expectLoaded();

  const exportButton = page.getByRole('button', { name: 'Export marks' });
  await tabTo(page, exportButton);
  await expectVisibleFocus(exportButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Export marks' });
  await expect(dialog.getByRole('radio', { name: 'This homework' })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Spreadsheet (CSV)' })).toBeChecked();
  await expectAccessible(page, 'the Export marks dialog');

  const download = page.waitForEvent('download');
  await tabTo(page, dialog.getByRole('button', { name: 'Export' }));
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe(`Marks - ${title} - ${fileDay()}.csv`);
  await expect(dialog).toBeHidden();
  await expect(exportButton).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Exported Marks - ${title} - ${fileDay()}.csv.` })).toBeVisible();

  // Every student of the homework, as the server holds their hand-in and mark.
  const [header, ...rows] = await readCsv(await download);
  const column = (name: string) => header!.indexOf(name);
  expect(header).toEqual(['Surname', 'Forename', 'Year group', 'Reg group', 'Class', 'Homework', 'Subject', 'Set by', 'Set', 'Due', 'Due for the student', 'Status', 'Hand-in', 'Handed in', 'Result', 'Comments']);
  const records = new Map((await api.records(id)).map((record) => [record.StudentId.toLowerCase(), record]));
  expect(rows).toHaveLength(students.length);
  for (const { studentId, name } of students) {
    const row = rows.find((r) => `${r[column('Surname')]}, ${r[column('Forename')]}` === name)!;
    expect(row, name).toBeTruthy();
    const record = records.get(studentId.toLowerCase())!;
    expect(row[column('Homework')]).toBe(title);
    expect(row[column('Class')]).toBe('8B/Ma1');
    expect(row[column('Due')]).toBe(ukDay(schoolDay(-3)));
    expect(row[column('Handed in')]).toBe(record.HandedInDate ? ukDay(schoolDay(-1)) : '');
    expect(row[column('Status')]).toBe(!record.HandedInDate ? 'Not Handed In' : record.Result || record.Comments ? 'Marked' : 'Handed In');
    expect(row[column('Result')]).toBe(record.Result ?? '');
    // A comment that would run as a formula in a spreadsheet is led by an apostrophe.
    expect(row[column('Comments')]).toBe(record.Comments?.startsWith('=') ? `'${record.Comments}` : (record.Comments ?? ''));
  }

  // The class's term, as a OneRoster gradebook for the school's system: class and term come chosen.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('radio', { name: 'This homework' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: "A class's homework in a term" })).toBeChecked();
  const choices = await api.call<{ Terms: { Id: string; Name: string }[]; TermId: string }>('GET', `v3/HomeworkManagement/GetMarksExportChoices/${id}`);
  const term = choices.Terms.find((t) => t.Id === choices.TermId)!.Name;
  await expect(dialog.getByRole('combobox', { name: 'Class' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Term' })).toBeVisible();
  await expect(dialog.getByText('8B/Ma1')).toBeVisible();
  await expect(dialog.getByText(term, { exact: true })).toBeVisible();
  await tabTo(page, dialog.getByRole('radio', { name: 'Spreadsheet (CSV)' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /OneRoster 1\.2 gradebook/ })).toBeChecked();
  await expectAccessible(page, "the Export marks dialog, a class's term chosen");
  const bundle = page.waitForEvent('download');
  await tabTo(page, dialog.getByRole('button', { name: 'Export' }));
  await page.keyboard.press('Enter');
  expect((await bundle).suggestedFilename()).toBe(`OneRoster marks - 8B-Ma1 - ${term} - ${fileDay()}.zip`);
  const bytes = await fs.readFile((await (await bundle).path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(exportButton).toBeFocused();
});
