import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, SuiteQueryProvider } from '@homework/platform/api';
import { HOMEWORK, MARKING, PEOPLE, addDays, markingMessages, type Homework, type HomeworkStudent } from '@homework/contracts';
import { createSuiteMock, failsOnce, handle, type AnswerTo, type SuiteMock } from '@homework/testing';
import { DUE, SET, TODAY, WithoutAntdStyles, handIn, instant, person, shortDay } from '../../../testing/marking-setup';
import { BulkHandInPage } from '../index';

const HOMEWORK_ID = 'hw-1';
const ON_ROLL = [person('s1', 'Amy', 'Adams'), person('s2', 'Ben', 'Brown'), person('s3', 'Cara', 'Cole'), person('s4', 'Dan', 'Diaz')];

let suite: SuiteMock;
let handIns: HomeworkStudent[];
/** The rows the last clear took, as the service keeps them for its Undo. */
let kept: HomeworkStudent[] = [];

/** What the page reads of the homework. */
const HOMEWORK_READ = { Id: HOMEWORK_ID, Title: 'Fractions worksheet', Subject: 'Mathematics', StartDate: instant(SET), DueDate: instant(DUE) } as Homework;

function mockSuite(update: AnswerTo<typeof MARKING.updateHomeworkStudents> = ({ body }) => {
  // As the service: every student in the body changes, then the list is read again.
  kept = handIns.filter((h) => h.HandedInDate && body.Students.some((c) => c.StudentId === h.StudentId && !c.HandedInDate)).map((h) => ({ ...h }));
  for (const change of body.Students) {
    const at = handIns.findIndex((h) => h.StudentId === change.StudentId);
    handIns[at] = { ...handIns[at]!, HandedInDate: change.HandedInDate && instant(change.HandedInDate), Status: change.status, Result: change.HandedInDate ? handIns[at]!.Result : null };
  }
  const Cleared = { HandIns: kept.length, Marks: kept.filter((h) => h.Result).length, Files: 0 };
  return { Id: body.Id, Updated: body.Students.length, ClearanceId: kept.length ? 'clear-1' : null, Cleared };
}) {
  handIns = [
    handIn('s1', null),
    handIn('s2', addDays(DUE, 2)!, 'B'),
    handIn('s3', DUE),
    // an extension to tomorrow: not overdue, though the homework's own due date passed five days ago
    handIn('s4', null, null, addDays(TODAY, 1)),
    // not among the students the teacher may see (02 §6)
    handIn('s5', null),
  ];
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, HOMEWORK_READ, { id: HOMEWORK_ID }),
      handle(HOMEWORK.students, () => ({ Students: handIns.map((h) => ({ ...h })) }), { id: HOMEWORK_ID }),
      handle(PEOPLE.studentAll, ON_ROLL),
      handle(MARKING.updateHomeworkStudents, update),
      handle(MARKING.clearSummary, { HandIns: 2, Marks: 1, Files: 3 }),
      handle(MARKING.restoreCleared, () => {
        handIns = handIns.map((h) => kept.find((k) => k.StudentId === h.StudentId) ?? h);
        return { ClearanceId: 'clear-1', HomeworkId: HOMEWORK_ID, Restored: { HandIns: kept.length, Marks: 1, Files: 3 }, Students: kept };
      }),
    ],
  });
}

function renderPage() {
  return render(
    <WithoutAntdStyles>
      <SuiteQueryProvider>
        <MemoryRouter initialEntries={[`/homework/submissions/${HOMEWORK_ID}`]}>
          <Routes>
            <Route path="/homework/submissions/:homeworkId" element={<BulkHandInPage />} />
          </Routes>
        </MemoryRouter>
      </SuiteQueryProvider>
    </WithoutAntdStyles>,
  );
}

const updates = () => suite.network.requestsTo(MARKING.updateHomeworkStudents).map(({ body }) => body);
const handInReads = () => suite.network.requestsTo(HOMEWORK.students).length;

/** Each row: the student's name, badge and date handed in, in the order shown. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Fractions worksheet' });
  await screen.findByRole('table', { name: 'Students' });
}

async function chooseShow(label: string) {
  const input = screen.getByRole('radio', { name: label });
  await userEvent.click(input.closest('label') ?? input);
}

test('shows the title, subject and due date, and the students not handed in with their badges', async () => {
  mockSuite();
  renderPage();
  await ready();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Mathematics')).toBeInTheDocument();
  expect(screen.getByText(shortDay(DUE))).toBeInTheDocument();
  // The way into marking for homework handed in on paper, whose card offers Submissions only.
  expect(screen.getByRole('link', { name: 'Mark this homework' })).toHaveAttribute('href', '/homework/teacherview/hw-1?homeworktitle=Fractions%20worksheet');
  expect(screen.getByRole('radio', { name: 'Not Handed In' })).toBeChecked();
  // Amy is past her due date by more than a day; Dan's extension runs to tomorrow; s5 is not listed.
  expect(rows()).toEqual([
    ['Adams, Amy', 'Overdue', ''],
    ['Diaz, Dan', 'Not Yet Handed In', ''],
  ]);
  expect(screen.getByRole('textbox', { name: 'Set date handed in' })).toHaveValue(shortDay(TODAY));
});

test('Show Handed In lists the hand-ins; sort by Submission Status puts ungraded first, by Student Name alphabetically', async () => {
  mockSuite();
  renderPage();
  await ready();
  await chooseShow('Handed In');
  expect(rows()).toEqual([
    ['Cole, Cara', 'Handed In', shortDay(DUE)],
    ['Brown, Ben', 'Handed In Late', shortDay(addDays(DUE, 2)!)],
  ]);
  await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await userEvent.click(await screen.findByTitle('Student Name'));
  await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['Brown, Ben', 'Cole, Cara']));
});

test('with nobody selected neither button can send anything', async () => {
  mockSuite();
  renderPage();
  await ready();
  const record = screen.getByRole('button', { name: 'Record as Handed In' });
  const clear = screen.getByRole('button', { name: 'Clear Handed In Status' });
  expect(record).toBeDisabled();
  expect(clear).toBeDisabled();
  await userEvent.click(record);
  await userEvent.click(clear);
  // Ticked then unticked: nobody again.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Adams, Amy' }));
  expect(record).toBeEnabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Adams, Amy' }));
  expect(record).toBeDisabled();
  expect(updates()).toEqual([]);
});

test('select-all then Record sends every shown student with today and status 2 in one request, then reads the list again', async () => {
  mockSuite();
  renderPage();
  await ready();
  const all = screen.getByRole('checkbox', { name: 'Select all students shown' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Diaz, Dan' }));
  expect(all).toBePartiallyChecked();
  await userEvent.click(all);
  expect(all).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Adams, Amy' })).toBeChecked();
  const reads = handInReads();

  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  expect(await screen.findByText('Handed In status updated.')).toBeInTheDocument();
  expect(updates()).toEqual([
    {
      Id: HOMEWORK_ID,
      Students: [
        { StudentId: 's1', HandedInDate: TODAY, status: 2 },
        { StudentId: 's4', HandedInDate: TODAY, status: 2 },
      ],
    },
  ]);
  await waitFor(() => expect(handInReads()).toBeGreaterThan(reads));
  await waitFor(() => expect(rows()).toEqual([['No matching students.']]));
  await chooseShow('Handed In');
  expect(rows()).toContainEqual(['Adams, Amy', 'Handed In Late', shortDay(TODAY)]);
  // Dan's extension runs to tomorrow, so today is on time for him.
  expect(rows()).toContainEqual(['Diaz, Dan', 'Handed In', shortDay(TODAY)]);
});

test('from the keyboard: Tab from select-all to each student, Space ticks, Enter on Record sends', async () => {
  mockSuite();
  renderPage();
  await ready();
  screen.getByRole('checkbox', { name: 'Select all students shown' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('checkbox', { name: 'Adams, Amy' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.tab();
  expect(screen.getByRole('checkbox', { name: 'Diaz, Dan' })).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: 'Select all students shown' })).toBeChecked();
  screen.getByRole('button', { name: 'Record as Handed In' }).focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByText('Handed In status updated.');
  expect(updates()).toHaveLength(1);
  expect(updates()[0]!.Students.map((s) => s.StudentId)).toEqual(['s1', 's4']);
});

test('while a save is under way nothing more can be sent', async () => {
  let finish!: () => void;
  mockSuite(() => new Promise((resolve) => (finish = () => resolve({ Id: HOMEWORK_ID, Updated: 1, ClearanceId: null, Cleared: { HandIns: 0, Marks: 0, Files: 0 } }))));
  renderPage();
  await ready();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Adams, Amy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Clear Handed In Status/ })).toBeDisabled());
  expect(screen.getByRole('checkbox', { name: 'Adams, Amy' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /Record as Handed In/ }));
  expect(updates()).toHaveLength(1);
  finish();
  expect(await screen.findByText('Handed In status updated.')).toBeInTheDocument();
});

test('the rows change as soon as the save is answered, before the list is read again', async () => {
  mockSuite();
  renderPage();
  await ready();
  // From now on every read is slow: the re-read after the save does not come back in this test.
  const never = () => new Promise<never>(() => undefined);
  suite.network.use(handle(HOMEWORK.get, never), handle(HOMEWORK.students, never), handle(PEOPLE.studentAll, never));
  const reads = handInReads();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Adams, Amy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  await screen.findByText('Handed In status updated.');
  await waitFor(() => expect(handInReads()).toBe(reads + 1));
  expect(rows()).toEqual([['Diaz, Dan', 'Not Yet Handed In', '']]);
  await chooseShow('Handed In');
  expect(rows()).toContainEqual(['Adams, Amy', 'Handed In Late', shortDay(TODAY)]);
});

test('a date typed in Set date handed in is the one sent; Today puts today back', async () => {
  mockSuite();
  renderPage();
  await ready();
  const date = screen.getByRole('textbox', { name: 'Set date handed in' });
  await userEvent.clear(date);
  await userEvent.type(date, `${shortDay(DUE)}{Enter}`);
  expect(date).toHaveValue(shortDay(DUE));
  await userEvent.click(screen.getByRole('button', { name: 'Today' }));
  expect(date).toHaveValue(shortDay(TODAY));
  await userEvent.clear(date);
  await userEvent.type(date, `${shortDay(DUE)}{Enter}`);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Adams, Amy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  await screen.findByText('Handed In status updated.');
  expect(updates()).toEqual([{ Id: HOMEWORK_ID, Students: [{ StudentId: 's1', HandedInDate: DUE, status: 2 }] }]);
});

test('a date after today, or before the homework was set, stays as typed and is refused in words; nothing is sent', async () => {
  mockSuite();
  renderPage();
  await ready();
  const date = screen.getByRole('textbox', { name: 'Set date handed in' });
  await userEvent.clear(date);
  await userEvent.type(date, `${shortDay(addDays(TODAY, 1)!)}{Enter}`);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Adams, Amy' }));
  expect(date).toHaveValue(shortDay(addDays(TODAY, 1)!));
  expect(screen.getByRole('alert')).toHaveTextContent(markingMessages.handInDateInFuture);
  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  expect(updates()).toEqual([]);
  await userEvent.clear(date);
  await userEvent.type(date, '01/01/2020{Enter}');
  expect(screen.getAllByText(markingMessages.handInDateBeforeSet(SET)).length).toBeGreaterThan(0);
  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  expect(updates()).toEqual([]);
});

test('Clear Handed In Status asks first, saying what goes; sends the chosen hand-ins with no date and status 1; Undo brings them back', async () => {
  mockSuite();
  renderPage();
  await ready();
  await chooseShow('Handed In');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
  await userEvent.click(screen.getByRole('button', { name: 'Clear Handed In Status' }));
  // By its title: under jest every antd id is 'test-id', so the legend's names the dialog too.
  const question = screen.getByRole('dialog');
  expect(within(question).getByText('Clear Handed In status?')).toBeInTheDocument();
  const lines = await within(question).findByRole('list', { name: 'This clears:' });
  expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 hand-ins', '1 mark (grade and comment)', '3 submitted files']);
  const counted = suite.network.requestsTo(MARKING.clearSummary).map(({ body }) => body);
  expect(counted).toEqual([{ HomeworkId: HOMEWORK_ID, StudentIds: ['s3', 's2'] }]);
  expect(updates()).toEqual([]);

  await userEvent.click(within(question).getByRole('button', { name: 'Clear' }));
  const notice = (await screen.findByText('Cleared 2 hand-ins and 1 mark (grade and comment).')).closest('[role="status"]');
  expect(notice).toHaveTextContent('Handed In status updated.');
  expect(updates()).toEqual([
    {
      Id: HOMEWORK_ID,
      Students: [
        { StudentId: 's3', HandedInDate: null, status: 1 },
        { StudentId: 's2', HandedInDate: null, status: 1 },
      ],
    },
  ]);
  await waitFor(() => expect(screen.getByText('No matching students.')).toBeInTheDocument());

  expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Restored 2 hand-ins, 1 mark (grade and comment) and 3 submitted files.')).toBeInTheDocument();
  await waitFor(() =>
    expect(rows()).toEqual([
      ['Cole, Cara', 'Handed In', shortDay(DUE)],
      ['Brown, Ben', 'Handed In Late', shortDay(addDays(DUE, 2)!)],
    ]),
  );
});

test('Record over dates already recorded asks first, naming how many change and whose; Undo puts them back', async () => {
  mockSuite();
  renderPage();
  await ready();
  await chooseShow('Handed In');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
  const record = screen.getByRole('button', { name: 'Record as Handed In' });
  await userEvent.click(record);
  const question = screen.getByRole('dialog');
  expect(within(question).getByText('Change hand-in dates?')).toBeInTheDocument();
  const lines = within(question).getByRole('list', { name: `2 of the chosen students were handed in on other days. Recording changes those dates to ${shortDay(TODAY)}:` });
  expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Cole, Cara, handed in ${shortDay(DUE)}`, `Brown, Ben, handed in ${shortDay(addDays(DUE, 2)!)}`]);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(updates()).toEqual([]);
  expect(record).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change dates' }));
  const notice = (await screen.findByText('Handed In status updated. 2 hand-in dates changed.')).closest('[role="status"]');
  expect(notice).not.toBeNull();
  expect(updates().map((body) => body.Students.map((student) => student.HandedInDate))).toEqual([[TODAY, TODAY]]);
  await waitFor(() => expect(rows().map((row) => row[2])).toEqual([shortDay(TODAY), shortDay(TODAY)]));

  expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('The hand-in dates were put back as they were.')).toBeInTheDocument();
  expect(updates()[1]!.Students.map(({ StudentId, HandedInDate }) => [StudentId, HandedInDate])).toEqual([
    ['s3', DUE],
    ['s2', addDays(DUE, 2)],
  ]);
  await waitFor(() =>
    expect(rows()).toEqual([
      ['Cole, Cara', 'Handed In', shortDay(DUE)],
      ['Brown, Ben', 'Handed In Late', shortDay(addDays(DUE, 2)!)],
    ]),
  );
});

test("a refused save shows 'Save failed.' with the service's words and leaves every row as it was", async () => {
  mockSuite(new ApiError('One of the students is not on this homework, so nothing was saved.', 400));
  renderPage();
  await ready();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
  await userEvent.click(screen.getByRole('button', { name: 'Record as Handed In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Save failed. One of the students is not on this homework, so nothing was saved.');
  expect(updates()).toHaveLength(1);
  expect(rows().map((r) => r[0])).toEqual(['Adams, Amy', 'Diaz, Dan']);
  // The choice stays, so the teacher can try again.
  expect(screen.getByRole('checkbox', { name: 'Adams, Amy' })).toBeChecked();
});

test('the status legend lists every badge and The dog ate it, and closes with Escape', async () => {
  mockSuite();
  renderPage();
  await ready();
  const button = screen.getByRole('button', { name: 'Status legend' });
  await userEvent.click(button);
  const legend = await screen.findByRole('dialog', { name: 'Status legend' });
  for (const text of ['Handed In', 'Handed In Late', 'Overdue', 'Not Yet Handed In', 'The dog ate it'])
    expect(within(legend).getByText(text)).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  expect(button).toHaveFocus();
});

test('a homework that cannot be read says so', async () => {
  mockSuite();
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, new ApiError('Homework not found.', 404), { id: HOMEWORK_ID }),
      handle(HOMEWORK.students, new ApiError('Homework not found.', 404), { id: HOMEWORK_ID }),
      handle(PEOPLE.studentAll, ON_ROLL),
    ],
  });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load homework. Homework not found.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('Retry after a failed load asks again for what failed and shows the students', async () => {
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, failsOnce(HOMEWORK_READ, new ApiError('Service unavailable', 503)), { id: HOMEWORK_ID }),
      handle(HOMEWORK.students, { Students: [handIn('s1')] }, { id: HOMEWORK_ID }),
      handle(PEOPLE.studentAll, ON_ROLL),
    ],
  });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load homework. Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Fractions worksheet' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Students' })).toBeInTheDocument();
  expect(handInReads()).toBe(1);
});
