// Export marks in the marking view, on the fake network (decision 0031): by keyboard, this homework as
// a OneRoster bundle and a class's term as a spreadsheet, each saved under its name with the school's
// day; a refusal said in the dialog, which stays open; the focus back on Export marks once it closes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEWORK, MARKING, MARKS_OUT, PEOPLE, inSchoolZone, type Homework, type HomeworkStudent, type MarksExportChoices } from '@homework/contracts';
import { ApiError } from '@homework/platform/api';
import { createSuiteMock, handle, renderRemoteAt, type SuiteMock } from '@homework/testing';
import { routes } from '../../routes';
import { handIn, person } from '../../testing/marking-setup';

jest.mock('../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const STUDENTS = [person('s-ben', 'Ben', 'Brown')];
const RECORDS: HomeworkStudent[] = [{ ...handIn('s-ben'), HandedInDate: '2026-01-10T00:00:00.000Z', Status: 2 }];
const CHOICES: MarksExportChoices = {
  Groups: [{ Id: 'g-7a', Name: '7A English' }, { Id: 'g-y7', Name: 'Year 7' }],
  Terms: [
    { Id: 't-spring', Name: 'Spring term', StartDate: '2026-01-05', EndDate: '2026-03-27' },
    { Id: 't-autumn', Name: 'Autumn term', StartDate: '2025-09-03', EndDate: '2025-12-19' },
  ],
  TermId: 't-spring',
};

let suite: SuiteMock;
let saved: string[];
beforeEach(() => {
  localStorage.clear();
  saved = [];
  // The download: the name the link is given when the page saves the file.
  URL.createObjectURL = jest.fn(() => 'blob:marks');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  suite = createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(HOMEWORK.get, { Id: HW, Title: 'Poetry: essay', SubjectId: 'sub-en', StartDate: '2026-01-05T00:00:00.000Z', DueDate: '2026-01-12T00:00:00.000Z', Subject: 'English', Description: '' } as Homework, { id: HW }),
      handle(HOMEWORK.students, { Students: RECORDS }, { id: HW }),
      handle(MARKING.studentSubmission, { HomeworkStudentLinkId: 'link', StudentAttachments: [], Result: null, Comments: null }, { homeworkId: HW, studentId: 's-ben' }),
      handle(MARKS_OUT.choices, CHOICES, { homeworkId: HW }),
      handle(MARKS_OUT.homework, new Blob(['zip']), { homeworkId: HW }),
      handle(MARKS_OUT.group, new Blob(['csv']), { groupId: 'g-7a', termId: 't-spring' }),
    ],
  });
});
afterEach(() => jest.restoreAllMocks());

const today = () => inSchoolZone(new Date(), 'Europe/London')!.format('DD-MM-YYYY');

async function openExport() {
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  const button = await screen.findByRole('button', { name: 'Export marks' });
  button.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Export marks' }, { timeout: 3000 });
  await waitFor(() => expect(screen.getByRole('radio', { name: 'This homework' })).toHaveFocus());
  return { user, button };
}

test('this homework as a OneRoster bundle, by keyboard: saved by name, said, and the focus back on Export marks', async () => {
  const { user, button } = await openExport();
  await user.tab(); // to the formats
  expect(screen.getByRole('radio', { name: 'Spreadsheet (CSV)' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /OneRoster 1\.2 gradebook/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toEqual([`OneRoster marks - Poetry- essay - ${today()}.zip`]));
  expect(suite.network.requestsTo(MARKS_OUT.homework).map((r) => r.query)).toEqual([{ format: 'oneroster' }]);
  expect(await screen.findByText(`Exported OneRoster marks - Poetry- essay - ${today()}.zip.`)).toBeInTheDocument();
  await waitFor(() => expect(button).toHaveFocus());
});

test("a class's term as a spreadsheet: the homework's first class and the term it is due in come chosen", async () => {
  const { user } = await openExport();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: "A class's homework in a term" })).toBeChecked();
  expect(await screen.findByText('7A English')).toBeInTheDocument();
  expect(screen.getByText('Spring term')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toEqual([`Marks - 7A English - Spring term - ${today()}.csv`]));
  expect(suite.network.requestsTo(MARKS_OUT.group).map((r) => [r.params, r.query])).toEqual([[{ groupId: 'g-7a', termId: 't-spring' }, { format: 'csv' }]]);
});

test("while the dialog is open the marking view's shortcuts rest: 3 does not change the tab behind it", async () => {
  const { user } = await openExport();
  await user.keyboard('3');
  expect(screen.getByRole('tab', { name: /Handed In/, selected: true })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export marks' })).not.toBeInTheDocument());
  await user.keyboard('3');
  await waitFor(() => expect(screen.getByRole('tab', { name: /Marked/, selected: true })).toBeInTheDocument());
});

test('a refusal is said in the dialog, which stays open to try again', async () => {
  suite.network.use(handle(MARKS_OUT.homework, new ApiError('Homework not found.', 404)));
  const { user } = await openExport();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Export failed. Homework not found.');
  expect(screen.getByRole('dialog', { name: 'Export marks' })).toBeInTheDocument();
  expect(saved).toEqual([]);
});
