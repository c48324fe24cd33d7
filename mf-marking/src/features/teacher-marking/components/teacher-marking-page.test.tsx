import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@homework/platform/api';
import { HOMEWORK, MARKING, PEOPLE, SCHOOL, USER, markChangedTexts, markLengthMessages, schoolToday, type AnyEndpoint, type Homework, type HomeworkStudent, type MarkingHistoryEntry, type StudentSubmission } from '@homework/contracts';
import { createSuiteMock, handle, MOCK_TEACHER_ID, renderRemoteAt, type Handler, type SuiteMock } from '@homework/testing';
import { routes } from '../../../routes';
import { handIn, person } from '../../../testing/marking-setup';
import { draftKey } from '../utils/drafts';

// jsdom draws no canvas: the pdf viewer (pdf.js) is the browser journeys' to test; here the file's download link shows.
jest.mock('../../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const HANDED_IN = '2026-01-10T00:00:00.000Z';

const STUDENTS = [person('s-amy', 'Amy', 'Adams'), person('s-ben', 'Ben', 'Brown'), person('s-cara', 'Cara', 'Clark'), person('s-dan', 'Dan', 'Dodd')];

const record = (StudentId: string, over: Partial<HomeworkStudent> = {}): HomeworkStudent => ({ ...handIn(StudentId), ...over });

// Amy has not handed in; Ben and Dan have; Cara is marked.
const RECORDS = [
  record('s-amy'),
  record('s-ben', { HandedInDate: HANDED_IN, Status: 2 }),
  record('s-cara', { HandedInDate: HANDED_IN, Result: 'B+', Status: 3 }),
  record('s-dan', { HandedInDate: HANDED_IN, Status: 2 }),
];

const submission = (studentId: string): StudentSubmission => ({
  HomeworkStudentLinkId: `link-${studentId}`,
  StudentAttachments: [{ Id: `file-${studentId}`, FileName: `${studentId}-essay.pdf`, FileSize: 2048, UrlWithSasToken: `http://files.test/${studentId}` }],
  Result: null,
  Comments: null,
});

let suite: SuiteMock;

function mockSuite(handlers: Handler[] = []) {
  suite = createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(HOMEWORK.get, {
        Id: HW,
        Title: 'Poetry essay',
        StartDate: '2026-01-05T00:00:00.000Z',
        DueDate: '2026-01-12T00:00:00.000Z',
        Subject: 'English',
        Description: '<p>Compare two poems on <strong>power</strong>.</p><script>alert(1)</script>',
      } as Homework, { id: HW }),
      handle(HOMEWORK.students, { Students: RECORDS }, { id: HW }),
      ...STUDENTS.map((s) => handle(MARKING.studentSubmission, submission(s.Id), { homeworkId: HW, studentId: s.Id })),
      ...handlers,
    ],
  });
  return suite;
}

const renderAt = (path: string) => renderRemoteAt(routes, path);

const WAIT = { timeout: 3000 };
const activeStudent = () => screen.getByRole('heading', { level: 2 });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const posts = (endpoint: AnyEndpoint) => suite.network.requestsTo(endpoint).map(({ body }) => body);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('the task being marked, its subject and description, is there to open while marking', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  const task = screen.getByText('The task: English');
  expect(task.closest('details')).not.toHaveAttribute('open');
  await user.click(task);
  expect(task.closest('details')).toHaveAttribute('open');
  const description = screen.getByText('power').closest('p')!;
  expect(description).toHaveTextContent('Compare two poems on power.');
  expect(description.closest('details')!.querySelector('script')).toBeNull();
});

test('first view: Handed In with its first student, the counts on the tabs, and its files', async () => {
  mockSuite();
  window.location.hash = `#/homework/teacherview/${HW}?homeworktitle=Poetry%20essay%20(7A)`;
  const user = userEvent.setup();
  const { location } = renderAt(`/homework/teacherview/${HW}?homeworktitle=Poetry%20essay%20(7A)`);
  expect(screen.getByRole('heading', { level: 1, name: 'Poetry essay (7A)' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ })).toBeInTheDocument();
  expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true');
  expect(tab(/Not Handed In/)).toHaveTextContent('1');
  expect(tab(/^Handed In/)).toHaveTextContent('2');
  expect(tab(/Marked/)).toHaveTextContent('1');
  expect(await screen.findByRole('link', { name: 'Download s-ben-essay.pdf' })).toHaveAttribute('href', 'http://files.test/s-ben');
  // The address names the active student, so a reload comes back to them.
  expect(window.location.hash).toBe(`#/homework/teacherview/${HW}/s-ben?homeworktitle=Poetry%20essay%20(7A)`);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(window.location.hash).toBe(`#/homework/teacherview/${HW}/s-dan?homeworktitle=Poetry%20essay%20(7A)`);
  expect(location().pathname).toBe(`/homework/teacherview/${HW}`);
});

test("a preselected student opens in their own view; the homework's title when the address has none", async () => {
  mockSuite();
  renderAt(`/homework/teacherview/${HW}/s-cara`);
  expect(await screen.findByRole('heading', { level: 2, name: /Clark, Cara/ })).toBeInTheDocument();
  expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('heading', { level: 1, name: 'Poetry essay' })).toBeInTheDocument();
});

test("the link's title shows while loading, then the homework's own title replaces a stale one", async () => {
  mockSuite();
  renderAt(`/homework/teacherview/${HW}?homeworktitle=Last%20year%27s%20essay`);
  expect(screen.getByRole('heading', { level: 1, name: "Last year's essay" })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Poetry essay' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: "Last year's essay" })).toBeNull();
});

test('switching tab shows its first student, or its empty text; the number keys switch too', async () => {
  mockSuite([handle(HOMEWORK.students, { Students: RECORDS.filter((r) => r.StudentId !== 's-cara') }, { id: HW })]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(tab(/Not Handed In/));
  expect(activeStudent()).toHaveTextContent('Adams, Amy');
  expect(screen.getByText('Not Handed In', { selector: '.ant-alert-title' })).toBeInTheDocument();
  await user.keyboard('3');
  expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('No homework marked')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  await user.keyboard('2');
  expect(activeStudent()).toHaveTextContent('Brown, Ben');
});

test('Next and Previous stay in the view, turn round at its end, and leave it when it has no one else', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(activeStudent()).toHaveTextContent('Dodd, Dan');
  // No one after Dan: the opposite direction.
  await user.keyboard('j');
  expect(activeStudent()).toHaveTextContent('Brown, Ben');
  await user.keyboard('k');
  expect(activeStudent()).toHaveTextContent('Dodd, Dan');
  // Marked has only Cara: Next switches view.
  await user.keyboard('3');
  expect(activeStudent()).toHaveTextContent('Clark, Cara');
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(activeStudent()).toHaveTextContent('Adams, Amy');
  expect(tab(/Not Handed In/)).toHaveAttribute('aria-selected', 'true');
});

test('Save and Next is enabled only with a grade or a comment; it marks the student and moves on', async () => {
  mockSuite([
    handle(MARKING.saveMark, ({ body }) =>
      record(body.StudentId, { HandedInDate: HANDED_IN, Result: body.Result, Comments: body.Comments, Status: 3 })),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('g');
  const grade = screen.getByLabelText('Grade');
  expect(grade).toHaveFocus();
  const save = screen.getByRole('button', { name: 'Save and Next' });
  expect(save).toBeDisabled();
  await user.type(grade, '   ');
  expect(save).toBeDisabled();
  await user.clear(grade);
  await user.type(screen.getByLabelText('Comment'), 'Lovely imagery');
  expect(save).toBeEnabled();
  // Typing 'j' in the comment stays in the comment.
  expect(activeStudent()).toHaveTextContent('Brown, Ben');
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(activeStudent()).toHaveTextContent('Dodd, Dan');
  await waitFor(() =>
    expect(posts(MARKING.saveMark)).toEqual([
      // With the mark as it was read: the service refuses a save over one changed since
      // (decision 0020).
      { StudentId: 's-ben', HomeworkId: HW, Result: null, Comments: 'Lovely imagery', Read: { Result: null, Comments: null } },
    ]),
  );
  expect(tab(/Marked/)).toHaveTextContent('2');
  // The panel hides for the next student (02 §2.2), the focus on the button that opens it, never
  // lost with Save and Next; the saved draft is gone.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Grade and Comment' })).toHaveFocus());
  expect(screen.queryByLabelText('Grade')).toBeNull();
  await waitFor(() => expect(localStorage.getItem(draftKey({ userId: MOCK_TEACHER_ID, homeworkId: HW, studentId: 's-ben' }))).toBeNull());
});

test('chosen, Save and Next keeps the panel open for the next student, the focus in their empty grade, for the rest of the visit', async () => {
  mockSuite([
    handle(MARKING.saveMark, ({ body }) =>
      record(body.StudentId, { HandedInDate: HANDED_IN, Result: body.Result, Comments: body.Comments, Status: 3 })),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(screen.getByRole('button', { name: 'Grade and Comment' }));
  await user.click(screen.getByRole('checkbox', { name: 'Keep Grade and Comment open for the next student' }));
  await user.type(screen.getByLabelText('Grade'), 'A');
  const before = activeStudent().textContent;
  await user.click(screen.getByRole('button', { name: 'Save and Next' }));
  await waitFor(() => expect(activeStudent().textContent).not.toBe(before));
  await waitFor(() => expect(screen.getByLabelText('Grade')).toHaveFocus());
  expect(screen.getByLabelText('Grade')).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Keep Grade and Comment open for the next student' })).toBeChecked();
  expect(sessionStorage.getItem('homework.marking.keep-panel-open')).toBe('true');
});

test('a grade or comment over its limit is kept whole, counted and refused in words, never cut', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(screen.getByRole('button', { name: 'Grade and Comment' }));
  const comment = screen.getByLabelText('Comment');
  const pasted = 'Well argued. '.repeat(343).slice(0, 4457);
  await user.click(comment);
  await user.paste(pasted);
  expect(comment).toHaveValue(pasted);
  expect(screen.getByText('4457 / 4000')).toBeInTheDocument();
  expect(comment).toHaveAttribute('aria-invalid', 'true');
  expect(comment).toHaveAccessibleDescription(markLengthMessages.comments);
  const save = screen.getByRole('button', { name: 'Save and Next' });
  expect(save).toBeDisabled();
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(activeStudent()).toHaveTextContent('Brown, Ben');

  const grade = screen.getByLabelText('Grade');
  await user.click(grade);
  await user.paste('x'.repeat(51));
  expect(grade).toHaveValue('x'.repeat(51));
  expect(grade).toHaveAccessibleDescription(markLengthMessages.result);
  // Back within the limits: the messages go and the mark saves.
  await user.clear(grade);
  await user.clear(comment);
  await user.type(comment, 'Well argued.');
  expect(comment).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(markLengthMessages.comments)).toBeNull();
  expect(save).toBeEnabled();
  expect(posts(MARKING.saveMark)).toEqual([]);
});

describe('two tabs marking the same student', () => {
  const theirs = { Result: 'B+', Comments: 'Good.', ChangedBy: 'Mr S Jones', ChangedAt: '2026-01-10T10:04:00.000Z' };
  const clash = new ApiError(markChangedTexts.refused, 409, { message: markChangedTexts.refused, Theirs: theirs, Mine: { Result: 'C', Comments: null } });

  async function saveOverTheirs() {
    const answers: unknown[] = [clash];
    mockSuite([
      handle(MARKING.saveMark, ({ body }) => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return record(body.StudentId, { HandedInDate: HANDED_IN, Result: body.Result, Comments: body.Comments, Status: 3 });
      }),
    ]);
    const user = userEvent.setup();
    renderAt(`/homework/teacherview/${HW}`);
    await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
    await user.click(screen.getByRole('button', { name: 'Grade and Comment' }));
    await user.type(screen.getByLabelText('Grade'), 'C');
    await user.click(screen.getByRole('button', { name: 'Save and Next' }));
    const question = await screen.findByRole('dialog', { name: markChangedTexts.title });
    return { user, question };
  }

  test('a save refused over a newer mark asks, showing both; Keep theirs keeps theirs and forgets what was typed', async () => {
    const { user, question } = await saveOverTheirs();
    expect(question).toHaveTextContent(markChangedTexts.body('Brown, Ben', 'Mr S Jones'));
    const theirsShown = within(question).getByRole('region', { name: /^Saved by Mr S Jones/ });
    expect(theirsShown).toHaveTextContent('GradeB+CommentGood.');
    expect(within(question).getByRole('region', { name: markChangedTexts.mine })).toHaveTextContent('GradeCCommentnone');
    // Back on Ben, who is now shown as marked, theirs.
    expect(activeStudent()).toHaveTextContent('Brown, Ben');
    expect(tab(/Marked/)).toHaveTextContent('2');
    expect(screen.queryByText(/Save failed/)).toBeNull();

    await user.click(within(question).getByRole('button', { name: markChangedTexts.keepTheirs }));
    expect(await screen.findByText(markChangedTexts.keptTheirs)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Grade')).toHaveValue('B+');
    await waitFor(() => expect(screen.getByLabelText('Grade')).toHaveFocus());
    expect(posts(MARKING.saveMark)).toHaveLength(1);
    expect(localStorage.getItem(draftKey({ userId: MOCK_TEACHER_ID, homeworkId: HW, studentId: 's-ben' }))).toBeNull();
  });

  test('Save mine saves over theirs, now seen, and stays on the student', async () => {
    const { user, question } = await saveOverTheirs();
    await user.click(within(question).getByRole('button', { name: markChangedTexts.keepMine }));
    await waitFor(() => expect(posts(MARKING.saveMark)).toHaveLength(2));
    expect(posts(MARKING.saveMark)[1]).toEqual({ StudentId: 's-ben', HomeworkId: HW, Result: 'C', Comments: null, Read: { Result: 'B+', Comments: 'Good.' } });
    expect(activeStudent()).toHaveTextContent('Brown, Ben');
    await waitFor(() => expect(screen.getByLabelText('Grade')).toHaveFocus());
    expect(screen.getByLabelText('Grade')).toHaveValue('C');
  });
});

test("a failed save restores the student's status, says why, and keeps what was typed", async () => {
  mockSuite([
    handle(MARKING.saveMark, new ApiError('This homework has not been handed in by the student yet. Hand it in first.', 400)),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(screen.getByRole('button', { name: 'Grade and Comment' }));
  await user.type(screen.getByLabelText('Grade'), 'A');
  await user.click(screen.getByRole('button', { name: 'Save and Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Save failed. This homework has not been handed in by the student yet. Hand it in first.',
  );
  expect(activeStudent()).toHaveTextContent('Brown, Ben');
  expect(tab(/^Handed In/)).toHaveTextContent('2');
  expect(tab(/Marked/)).toHaveTextContent('1');
  expect(screen.getByLabelText('Grade')).toHaveValue('A');
  const kept = JSON.parse(localStorage.getItem(draftKey({ userId: MOCK_TEACHER_ID, homeworkId: HW, studentId: 's-ben' }))!);
  expect(kept).toMatchObject({ result: 'A', comments: '' });
});

test('a kept draft is offered back, restored into the panel, or discarded', async () => {
  const key = draftKey({ userId: MOCK_TEACHER_ID, homeworkId: HW, studentId: 's-ben' });
  localStorage.setItem(key, JSON.stringify({ result: 'A-', comments: 'Nearly there', savedAt: '2026-01-14T10:00:00.000Z' }));
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  const note = screen.getByText(/You have an unsaved grade/).closest<HTMLElement>('[role="status"]')!;
  expect(note).toHaveTextContent('You have an unsaved grade and comment from 14/01/2026.');
  await user.click(within(note).getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Grade')).toHaveValue('A-');
  expect(screen.getByLabelText('Comment')).toHaveValue('Nearly there');
  expect(screen.queryByText(/You have an unsaved grade/)).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  // Back on Ben with the panel hidden: what was restored stays in the fields, the draft in storage.
  expect(localStorage.getItem(key)).not.toBeNull();
});

test('Discard forgets the draft', async () => {
  const key = draftKey({ userId: MOCK_TEACHER_ID, homeworkId: HW, studentId: 's-ben' });
  localStorage.setItem(key, JSON.stringify({ result: 'C', comments: '', savedAt: '2026-01-14T10:00:00.000Z' }));
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(localStorage.getItem(key)).toBeNull();
  expect(screen.queryByText(/You have an unsaved grade/)).not.toBeInTheDocument();
});

test("a hand-in date chosen for one student is not offered to the next, and the h shortcut records the date shown", async () => {
  const notHandedIn = RECORDS.map((r) => (r.StudentId === 's-ben' ? record('s-ben') : r));
  mockSuite([
    handle(HOMEWORK.students, { Students: notHandedIn }, { id: HW }),
    handle(MARKING.handIn, ({ body }) =>
      record(body.StudentId, { HandedInDate: `${body.HandedInDate}T00:00:00.000Z`, Status: 2 })),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}/s-amy`);
  await screen.findByRole('heading', { level: 2, name: /Adams, Amy/ });
  const today = schoolToday(new Date(), 'Europe/London');
  const shown = (day: string) => day.split('-').reverse().join('/');
  const picker = () => screen.getByLabelText('Date handed in');
  await user.clear(picker());
  await user.type(picker(), '05/01/2026{Enter}');
  expect(picker()).toHaveValue('05/01/2026');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  expect(picker()).toHaveValue(shown(today));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await screen.findByRole('heading', { level: 2, name: /Adams, Amy/ });
  expect(picker()).toHaveValue('05/01/2026');
  await user.click(screen.getByRole('heading', { level: 2, name: /Adams, Amy/ }));
  await user.keyboard('h');
  expect(await screen.findByText('Handed In status updated.')).toBeInTheDocument();
  expect(posts(MARKING.handIn)).toEqual([{ HomeworkId: HW, StudentId: 's-amy', HandedInDate: '2026-01-05' }]);
});

test('Hand In records today by default, and the student moves to Handed In', async () => {
  mockSuite([
    handle(MARKING.handIn, ({ body }) =>
      record(body.StudentId, { HandedInDate: `${body.HandedInDate}T00:00:00.000Z`, Status: 2 })),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}/s-amy`);
  await screen.findByRole('heading', { level: 2, name: /Adams, Amy/ });
  const today = schoolToday(new Date(), 'Europe/London');
  expect(screen.getByLabelText('Date handed in')).toHaveValue(today.split('-').reverse().join('/'));
  await user.click(screen.getByRole('button', { name: 'Hand In' }));
  expect(await screen.findByText('Handed In status updated.')).toBeInTheDocument();
  expect(posts(MARKING.handIn)).toEqual([{ HomeworkId: HW, StudentId: 's-amy', HandedInDate: today }]);
  expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true');
  expect(tab(/^Handed In/)).toHaveTextContent('3');
});

test('Clear Grade and Comment asks first, naming the grade and the comment; Marked back to Handed In, and Undo puts them back', async () => {
  const comment = 'A thoughtful reading of the poem, but the second half needs quotations to support each point.';
  const cara = record('s-cara', { HandedInDate: HANDED_IN, Result: 'B+', Comments: comment, Status: 3 });
  let records = RECORDS.map((r) => (r.StudentId === 's-cara' ? cara : r));
  const caraNow = (next: HomeworkStudent) => (records = records.map((r) => (r.StudentId === 's-cara' ? next : r)));
  mockSuite([
    handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
    handle(MARKING.clearMark, () => {
      const cleared = record('s-cara', { HandedInDate: HANDED_IN, Status: 2 });
      caraNow(cleared);
      return { ...cleared, ClearanceId: 'clear-mark', Cleared: { HandIns: 0, Marks: 1, Files: 0 } };
    }),
    handle(MARKING.restoreCleared, () => {
      caraNow(cara);
      return { ClearanceId: 'clear-mark', HomeworkId: HW, Restored: { HandIns: 0, Marks: 1, Files: 0 }, Students: [cara] };
    }),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}/s-cara`);
  await screen.findByRole('heading', { level: 2, name: /Clark, Cara/ });
  const button = screen.getByRole('button', { name: 'Clear Grade and Comment' });

  // Cancel clears nothing and gives the focus back.
  await user.click(button);
  let question = screen.getByRole('dialog', { name: 'Clear Grade and Comment?' });
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(posts(MARKING.clearMark)).toEqual([]);

  await user.click(button);
  question = screen.getByRole('dialog', { name: 'Clear Grade and Comment?' });
  const lines = within(question).getByRole('list', { name: 'This clears:' });
  expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'the grade “B+”',
    'the comment “A thoughtful reading of the poem, but the second half needs…”',
  ]);
  expect(question).toHaveTextContent('What is cleared is kept for 30 days: you can undo it straight away, or restore it from the History.');
  // The question stays with Cara: shortcuts rest while it is open.
  await user.keyboard('j');
  expect(activeStudent()).toHaveTextContent('Clark, Cara');
  expect(posts(MARKING.clearMark)).toEqual([]);
  await user.click(within(question).getByRole('button', { name: 'Clear' }));

  const notice = await screen.findByText('Grade and comment cleared: Marked back to Handed In.');
  expect(notice.closest('[role="status"]')).toBeInTheDocument();
  expect(posts(MARKING.clearMark)).toEqual([{ HomeworkId: HW, StudentId: 's-cara' }]);
  await waitFor(() => expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true'));
  expect(tab(/Marked/)).toHaveTextContent('0');
  const undo = screen.getByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Grade and comment restored.')).toBeInTheDocument();
  expect(posts(MARKING.restoreCleared)).toEqual([{ ClearanceId: 'clear-mark' }]);
  // Never through SaveHomeworkMark, whose save sends the feedback mail.
  expect(posts(MARKING.saveMark)).toEqual([]);
  await waitFor(() => expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true'));
  expect(activeStudent()).toHaveTextContent('Clark, Cara');
});

test("a cleared mark's History entry offers Restore, which marks the student again", async () => {
  const cara = record('s-cara', { HandedInDate: HANDED_IN, Result: 'B+', Status: 3 });
  let records = RECORDS.map((r) => (r.StudentId === 's-cara' ? record('s-cara', { HandedInDate: HANDED_IN, Status: 2 }) : r));
  mockSuite([
    handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
    handle(MARKING.markingHistory, (): MarkingHistoryEntry[] => {
      const restored = records.includes(cara);
      const entry = { ChangedAt: '2026-01-11T09:30:00.000Z', ChangedById: MOCK_TEACHER_ID, ChangedBy: 'Ms Teacher', Field: 'Result', ClearanceId: 'clear-mark' } as const;
      const cleared: MarkingHistoryEntry = { ...entry, OldValue: 'B+', NewValue: null, Change: 'Cleared', CanRestore: !restored };
      return restored ? [{ ...entry, OldValue: null, NewValue: 'B+', Change: 'Restored', CanRestore: false }, cleared] : [cleared];
    }, { homeworkId: HW, studentId: 's-cara' }),
    handle(MARKING.restoreCleared, () => {
      records = records.map((r) => (r.StudentId === 's-cara' ? cara : r));
      return { ClearanceId: 'clear-mark', HomeworkId: HW, Restored: { HandIns: 0, Marks: 1, Files: 0 }, Students: [cara] };
    }),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}/s-cara`);
  await screen.findByRole('heading', { level: 2, name: /Clark, Cara/ });
  expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByText('History'));
  const restore = await screen.findByRole('button', { name: 'Restore' });
  expect(restore.closest('li')).toHaveTextContent('Grade “B+” → none');
  await user.click(restore);
  expect(posts(MARKING.restoreCleared)).toEqual([{ ClearanceId: 'clear-mark', StudentIds: ['s-cara'] }]);
  expect(await screen.findByText('Restored 1 mark (grade and comment).')).toBeInTheDocument();
  await waitFor(() => expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true'));
  expect(await screen.findByText(/Grade none → “B\+” \(restored\)/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  expect(posts(MARKING.saveMark)).toEqual([]);
});

test('the ? key opens the shortcut help, and a failed load says so', async () => {
  let failing = true;
  mockSuite([
    handle(HOMEWORK.students, () => {
      if (failing) throw new ApiError('Homework not found.', 404);
      return { Students: RECORDS };
    }, { id: HW }),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load homework. Homework not found.');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('?');
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
});

test("a student's homework that could not be read says so, and its Retry reads it again", async () => {
  let failing = true;
  mockSuite([
    handle(MARKING.studentSubmission, () => {
      if (failing) throw new ApiError('Service unavailable', 503);
      return submission('s-ben');
    }, { homeworkId: HW, studentId: 's-ben' }),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load homework. Service unavailable');
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Download s-ben-essay.pdf' })).toBeInTheDocument();
});

test("the first student's homework loads at once; neighbours are loaded ahead so Next shows at once; any other student after the wait", async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  const submissionsAsked = () => suite.network.requestsTo(MARKING.studentSubmission).map(({ params }) => params.studentId);
  await screen.findByRole('link', { name: 'Download s-ben-essay.pdf' });
  // Dan is either side (the only other Handed In student).
  await waitFor(() => expect(submissionsAsked()).toEqual(['s-ben', 's-dan']));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(activeStudent()).toHaveTextContent('Dodd, Dan');
  expect(screen.getByRole('link', { name: 'Download s-dan-essay.pdf' })).toBeInTheDocument();
  expect(screen.queryByText('Waiting ...')).not.toBeInTheDocument();

  // Cara is no one's neighbour here: nothing is asked for her until the wait is over.
  await user.keyboard('3');
  expect(activeStudent()).toHaveTextContent('Clark, Cara');
  expect(screen.getByText('Waiting ...')).toBeInTheDocument();
  expect(submissionsAsked()).not.toContain('s-cara');
  expect(await screen.findByRole('link', { name: 'Download s-cara-essay.pdf' }, WAIT)).toBeInTheDocument();
  expect(submissionsAsked()).toContain('s-cara');
});

test('the tabs follow the arrow keys; Expand hides the student list and Collapse brings it back', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  tab(/^Handed In/).focus();
  await user.keyboard('{ArrowRight}');
  expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true');
  expect(tab(/Marked/)).toHaveFocus();
  expect(activeStudent()).toHaveTextContent('Clark, Cara');
  await user.keyboard('{ArrowRight}');
  expect(tab(/Not Handed In/)).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(tab(/Marked/)).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Expand' }));
  expect(screen.queryByRole('navigation', { name: 'Students' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Collapse' }));
  expect(screen.getByRole('navigation', { name: 'Students' })).toBeInTheDocument();
});

test('Clear Handed In asks first, saying what goes; the student goes back to Not Handed In, and Undo brings it all back', async () => {
  const ben = RECORDS.find((r) => r.StudentId === 's-ben')!;
  let records = RECORDS;
  const benNow = (next: HomeworkStudent) => (records = RECORDS.map((r) => (r.StudentId === 's-ben' ? next : r)));
  mockSuite([
    handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
    handle(MARKING.clearSummary, { HandIns: 1, Marks: 0, Files: 1 }),
    handle(MARKING.clearHandedIn, () => ({ ...benNow(record('s-ben')).find((r) => r.StudentId === 's-ben')!, ClearanceId: 'clear-ben', Cleared: { HandIns: 1, Marks: 0, Files: 1 } })),
    handle(MARKING.restoreCleared, () => {
      benNow(ben);
      return { ClearanceId: 'clear-ben', HomeworkId: HW, Restored: { HandIns: 1, Marks: 0, Files: 1 }, Students: [ben] };
    }),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}/s-ben`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.click(screen.getByRole('button', { name: 'Clear Handed In' }));
  const question = screen.getByRole('dialog', { name: 'Clear Handed In status?' });
  const lines = await within(question).findByRole('list', { name: 'This clears:' });
  expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 hand-in', 'no marks (grades and comments)', '1 submitted file']);
  expect(posts(MARKING.clearSummary)).toEqual([{ HomeworkId: HW, StudentIds: ['s-ben'] }]);
  expect(posts(MARKING.clearHandedIn)).toEqual([]);
  // The question stays with Ben: shortcuts rest while it is open.
  await user.keyboard('j');
  expect(activeStudent()).toHaveTextContent('Brown, Ben');
  await user.click(within(question).getByRole('button', { name: 'Clear' }));
  const notice = await screen.findByText('Cleared 1 hand-in and 1 submitted file.');
  expect(notice.closest('[role="status"]')).toHaveTextContent('Handed In status updated.');
  expect(posts(MARKING.clearHandedIn)).toEqual([{ HomeworkId: HW, StudentId: 's-ben' }]);
  expect(tab(/Not Handed In/)).toHaveAttribute('aria-selected', 'true');
  expect(activeStudent()).toHaveTextContent('Brown, Ben');

  const undo = screen.getByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Restored 1 hand-in and 1 submitted file.')).toBeInTheDocument();
  expect(posts(MARKING.restoreCleared)).toEqual([{ ClearanceId: 'clear-ben' }]);
  await waitFor(() => expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true'));
  expect(activeStudent()).toHaveTextContent('Brown, Ben');
});

test("a cleared hand-in's History entry offers Restore, which brings the student back", async () => {
  const cara = record('s-cara', { HandedInDate: HANDED_IN, Result: 'B+', Status: 3 });
  let records = RECORDS.map((r) => (r.StudentId === 's-cara' ? record('s-cara') : r));
  const entry = (Field: MarkingHistoryEntry['Field'], OldValue: string | null, over: Partial<MarkingHistoryEntry> = {}): MarkingHistoryEntry => ({
    ChangedAt: '2026-01-11T09:30:00.000Z',
    ChangedById: MOCK_TEACHER_ID,
    ChangedBy: 'Ms Teacher',
    Field,
    OldValue,
    NewValue: null,
    ClearanceId: 'clear-cara',
    Change: 'Cleared',
    CanRestore: false,
    ...over,
  });
  mockSuite([
    handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
    handle(MARKING.markingHistory, () =>
      records.includes(cara)
        ? [entry('HandedInDate', null, { NewValue: '2026-01-10', Change: 'Restored' }), entry('HandedInDate', '2026-01-10')]
        : [entry('Result', 'B+'), entry('HandedInDate', '2026-01-10', { CanRestore: true })], { homeworkId: HW, studentId: 's-cara' }),
    handle(MARKING.restoreCleared, () => {
      records = RECORDS.map((r) => (r.StudentId === 's-cara' ? cara : r));
      return { ClearanceId: 'clear-cara', HomeworkId: HW, Restored: { HandIns: 1, Marks: 1, Files: 0 }, Students: [cara] };
    }),
  ]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}/s-cara`);
  await screen.findByRole('heading', { level: 2, name: /Clark, Cara/ });
  expect(tab(/Not Handed In/)).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByText('History'));
  const restore = await screen.findByRole('button', { name: 'Restore' });
  // Offered once, on the hand-in date the clear took.
  expect(restore.closest('li')).toHaveTextContent('Date handed in 10/01/2026 → none');
  await user.click(restore);
  expect(posts(MARKING.restoreCleared)).toEqual([{ ClearanceId: 'clear-cara', StudentIds: ['s-cara'] }]);
  await waitFor(() => expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true'));
  expect(activeStudent()).toHaveTextContent('Clark, Cara');
  // The button went with its entry: the focus is on what Restore says (docs/teacher-week.md, week 2
  // item 19).
  await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Restored 1 hand-in/));
});

test('Refresh asks for the hand-ins again: a hand-in recorded elsewhere appears in the counts', async () => {
  let records = RECORDS;
  mockSuite([handle(HOMEWORK.students, () => ({ Students: records }), { id: HW })]);
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  expect(tab(/^Handed In/)).toHaveTextContent('2');
  records = RECORDS.map((r) => (r.StudentId === 's-amy' ? { ...r, HandedInDate: HANDED_IN, Status: 2 } : r));
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(tab(/^Handed In/)).toHaveTextContent('3'));
  await user.click(tab(/Not Handed In/));
  expect(screen.getByText('All homework handed in')).toBeInTheDocument();
});

test('Refresh reaches the server for everything the page shows, not the answers kept for their lifetimes', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt(`/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  // The students, who is signed in and the school's zone are kept for minutes; the homework is not.
  const shown = [HOMEWORK.get, HOMEWORK.students, PEOPLE.studentAll, USER.currentUser, SCHOOL.timeZone];
  const asked = () => shown.map((endpoint) => suite.network.requestsTo(endpoint).length);
  expect(asked()).toEqual([1, 1, 1, 1, 1]);
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(asked()).toEqual([2, 2, 2, 2, 2]));
});

test('a bulk hand-in save refreshes this view of the same homework: the hand-in shows without a Refresh', async () => {
  let records = RECORDS;
  mockSuite([
    handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
    handle(MARKING.updateHomeworkStudents, ({ body }) => {
      records = records.map((r) => (body.Students.some((s) => s.StudentId === r.StudentId) ? { ...r, HandedInDate: HANDED_IN, Status: 2 } : r));
      return { Id: HW, Updated: body.Students.length, ClearanceId: null, Cleared: { HandIns: 0, Marks: 0, Files: 0 } };
    }),
  ]);
  const user = userEvent.setup();
  const marking = renderAt(`/homework/teacherview/${HW}`);
  const view = within(marking.container);
  await view.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  expect(view.getByRole('tab', { name: /^Handed In/ })).toHaveTextContent('2');

  // The recorder, open beside it (another tab of the same suite), records Amy as handed in.
  const recorder = within(renderAt(`/homework/submissions/${HW}`).container);
  await user.click(await recorder.findByRole('checkbox', { name: 'Adams, Amy' }));
  await user.click(recorder.getByRole('button', { name: 'Record as Handed In' }));
  expect(await recorder.findByText('Handed In status updated.')).toBeInTheDocument();

  await waitFor(() => expect(view.getByRole('tab', { name: /^Handed In/ })).toHaveTextContent('3'), WAIT);
});
