import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { AttachmentViewerPart } from '../pages/attachment-viewer';
import { HomeworkApi } from '../pages/homework-api';
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
