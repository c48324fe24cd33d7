import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { AttachmentViewerPart } from '../pages/attachment-viewer';
import { HomeworkApi } from '../pages/homework-api';
import { screenColour } from '../pages/drawn';
import { MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';

interface Submission {
  StudentAttachments: { FileName: string }[];
}

const TOO_LARGE = ['Portfolio (large).docx', 'Data log (large).xlsx'];
const SHOWN = ['Essay.pdf', 'Essay.docx', 'Revision notes.doc', 'Presentation.pptx', 'Results.xlsx', 'Reading aloud.mp3', 'Diagram.png', ...TOO_LARGE, 'Project files.zip'];

/** The seed's showcase (server/src/seed/submissions.ts): the teacher's past homework whose hand-ins hold every kind of file; each file's student. */
async function showcase(page: Page): Promise<{ homeworkId: string; studentOf: Map<string, string> }> {
  const api = new HomeworkApi(page);
  const me = await api.call<{ userId: string }>('GET', 'api/v3/userprofile/currentuser');
  const ids: string[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { Items, TotalItems } = await api.call<{ Items: { Id: string }[]; TotalItems: number }>('POST', 'v3/HomeworkManagement/GetHomeworkList', {
      State: 'passed',
      SetBy: me.userId,
      SortOrder: 'duedate-asc',
      Page: pageNumber,
      PageSize: 100,
    });
    ids.push(...Items.map((item) => item.Id));
    if (Items.length === 0 || ids.length >= TotalItems) break;
  }
  // Journeys add past homework of their own (without files): the seed's is further back.
  for (const Id of ids.reverse()) {
    const { Students } = await api.call<{ Students: { StudentId: string; Status: number }[] }>('GET', `v3/HomeworkManagement/GetHomeworkStudents/${Id}`);
    const studentOf = new Map<string, string>();
    for (const student of Students.filter((s) => s.Status > 1)) {
      const submission = await api.call<Submission>('GET', `v3/HomeworkManagement/GetStudentSubmission/${Id}/${student.StudentId}`);
      for (const file of submission.StudentAttachments) if (!studentOf.has(file.FileName)) studentOf.set(file.FileName, student.StudentId);
    }
    if (SHOWN.every((name) => studentOf.has(name))) return { homeworkId: Id, studentOf };
  }
  throw new Error('The seed has no showcase homework with every kind of file.');
}

test('the marking view shows each kind of student file inline, and oversize or unknown files as downloads with the virus-check caution', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  const { homeworkId, studentOf } = await showcase(page);
  const marking = new MarkingPage(page);
  const files = new AttachmentViewerPart(marking.pane);
  const open = async (fileName: string) => {
    // Through another page each time: the marking page takes its student from the address when it mounts.
    await page.goto('/#/homework/all-homework');
    await list.expectLoaded();
    await marking.goto(homeworkId, studentOf.get(fileName));
    await expect(files.files).toBeVisible();
    await files.open(fileName);
  };

  await open('Essay.pdf');
  await files.expectPdfDrawn('Essay.pdf');
  await files.expectDownloadWithCaution('Essay.pdf');
  await expectAccessible(page, 'pdf viewer');

  await open('Essay.docx');
  await expect(files.viewer('Essay.docx')).toContainText('Macbeth: how does Shakespeare present ambition?');
  await expectAccessible(page, 'docx viewer');

  await open('Revision notes.doc');
  await expect(files.viewer('Revision notes.doc').getByText('Evaporation: the sun heats water in seas and lakes.', { exact: true })).toBeVisible();

  await open('Presentation.pptx');
  // Each slide's title placeholder is its heading, the rest its body.
  await expect(files.viewer('Presentation.pptx').getByRole('heading', { level: 3 })).toHaveText(['The water cycle', 'Evaporation', 'Condensation and precipitation']);
  await expect(files.viewer('Presentation.pptx')).toContainText('Year 8 Geography presentation');
  await expectAccessible(page, 'pptx viewer');

  await open('Results.xlsx');
  await expect(files.viewer('Results.xlsx').getByRole('cell', { name: 'Trial 2', exact: true })).toBeVisible();
  await expectAccessible(page, 'xlsx viewer');

  await open('Reading aloud.mp3');
  await files.expectAudioPlayable('Reading aloud.mp3');

  await open('Diagram.png');
  const picture = files.viewer('Diagram.png').getByRole('img', { name: 'Diagram.png' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page, 'image viewer');

  // The seed's Word file over 10 MB and Excel file over 5 MB: offered as downloads only.
  for (const fileName of TOO_LARGE) {
    await open(fileName);
    await files.expectTooLarge(fileName);
    await expect(files.viewer(fileName)).toHaveCount(0);
  }
  await expectAccessible(page, 'too large to view');

  await open('Project files.zip');
  await files.expectDownloadWithCaution('Project files.zip');
  await expect(files.viewer('Project files.zip')).toHaveCount(0);
});

// docs/teacher-week.md, week 2 item 5: a Word page wider than the viewer is scrolled to from its left
// edge, upright and on its side, with Expand: docx-preview centred the page in a box narrower than it,
// so its left part lay before the start of the scroll.
for (const { name, viewport, expand } of [
  { name: 'a tablet held upright', viewport: { width: 768, height: 1024 }, expand: false },
  { name: 'a tablet on its side, expanded', viewport: { width: 1024, height: 768 }, expand: true },
]) {
  test(`on ${name}, every part of a Word page can be scrolled to, its left edge first`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/all-homework');
    const list = new AllHomeworkPage(page);
    await list.expectLoaded();
    const { homeworkId, studentOf } = await showcase(page);
    const marking = new MarkingPage(page);
    const files = new AttachmentViewerPart(marking.pane);
    await marking.goto(homeworkId, studentOf.get('Essay.docx'));
    if (expand) await marking.pane.getByRole('button', { name: 'Expand' }).click();
    await files.open('Essay.docx');
    const viewer = files.viewer('Essay.docx');
    await expect(viewer).toContainText('Macbeth: how does Shakespeare present ambition?');
    const paper = viewer.locator('section.docx').first();

    // The start of the scroll: the page's left edge inside the viewer, the grey margin beside it.
    await viewer.evaluate((element) => element.scrollTo({ left: 0, top: 0 }));
    await viewer.scrollIntoViewIfNeeded();
    const frame = (await viewer.boundingBox())!;
    let sheet = (await paper.boundingBox())!;
    expect(sheet.width, 'the page is wider than the viewer (the case at hand)').toBeGreaterThan(frame.width - 16);
    expect(sheet.x, "the page's left edge is inside the viewer").toBeGreaterThanOrEqual(frame.x);
    const row = { y: Math.max(sheet.y, frame.y) + 8, height: 24 };
    expect(await screenColour(page, { x: sheet.x - 26, width: 8, ...row }), 'the grey margin left of the page (beyond its shadow) is on screen').toEqual([128, 128, 128]);
    expect(await screenColour(page, { x: sheet.x + 2, width: 8, ...row }), "the page's paper is on screen at its left edge").toEqual([255, 255, 255]);

    // The end of the scroll: the page's right edge inside the viewer.
    await viewer.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    sheet = (await paper.boundingBox())!;
    expect(sheet.x + sheet.width, "the page's right edge is inside the viewer").toBeLessThanOrEqual(frame.x + frame.width);
    await expectAccessible(page, `docx viewer on ${name}`);
  });
}

// docs/teacher-week.md, week 2 item 22: on a tablet the student list and the student's work sit side by
// side, the work beginning on the first screen, not stacked a screen below the list.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`on a tablet at ${viewport.width}×${viewport.height}, the student list and the student's work sit side by side`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/all-homework');
    await new AllHomeworkPage(page).expectLoaded();
    const { homeworkId, studentOf } = await showcase(page);
    const marking = new MarkingPage(page);
    await marking.goto(homeworkId, studentOf.get('Essay.docx'));
    await expect(marking.activeStudent).toBeVisible();
    const list = (await marking.students.boundingBox())!;
    const work = (await marking.pane.boundingBox())!;
    expect(work.x, "the work is right of the list").toBeGreaterThanOrEqual(list.x + list.width);
    expect(Math.abs(work.y - list.y), 'the two begin at the same height').toBeLessThan(8);
    expect(work.y, 'the work begins on the first screen').toBeLessThan(viewport.height);
    expect(work.x + work.width, 'the work inside the window').toBeLessThanOrEqual(viewport.width);
    await expectAccessible(page, `marking at ${viewport.width}×${viewport.height}`);
  });
}
