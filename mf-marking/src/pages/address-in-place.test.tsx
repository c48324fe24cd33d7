// Another homework or student typed into the address while a page of this remote is open: the router
// keeps the page mounted, and the page must show what the address names, with nothing of the last
// one's filters, banner or selection. Rendered under the remote's own hash router, with the page's
// own writes to the address coming back through it as single-spa sends them (a popstate).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoot } from '@homework/ui';
import { HOMEWORK, MARKING, PEOPLE, type Homework, type StudentSubmission } from '@homework/contracts';
import { createSuiteMock, handle } from '@homework/testing';
import { DUE, SET, TODAY, WithoutAntdStyles, handIn, instant, person, shortDay } from '../testing/marking-setup';
import { routes } from '../routes';

// jsdom draws no canvas: the files' viewers are the journeys' to test.
jest.mock('../features/attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const STUDENTS = [person('s-amy', 'Amy', 'Adams'), person('s-ben', 'Ben', 'Brown'), person('s-cara', 'Cara', 'Clark'), person('s-dan', 'Dan', 'Dodd')];

// Poetry: Amy not handed in, Ben and Dan handed in, Cara marked. Volcanoes: only Cara handed in.
const HOMEWORK_BY_ID = {
  'hw-1': { title: 'Poetry essay', records: [handIn('s-amy'), handIn('s-ben', DUE), handIn('s-cara', DUE, 'B+'), handIn('s-dan', DUE)] },
  'hw-2': { title: 'Volcano poster', records: [handIn('s-amy'), handIn('s-ben'), handIn('s-cara', DUE), handIn('s-dan')] },
};

const submission = (studentId: string): StudentSubmission => ({
  HomeworkStudentLinkId: `link-${studentId}`,
  StudentAttachments: [],
  Result: null,
  Comments: null,
});

function mockSuite() {
  return createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(MARKING.updateHomeworkStudents, ({ body }) => ({ Id: body.Id, Updated: body.Students.length, ClearanceId: null, Cleared: { HandIns: 0, Marks: 0, Files: 0 } })),
      ...Object.entries(HOMEWORK_BY_ID).flatMap(([id, homework]) => [
        handle(HOMEWORK.get, { Id: id, Title: homework.title, Subject: 'English', Description: '', StartDate: instant(SET), DueDate: instant(DUE) } as Homework, { id }),
        handle(HOMEWORK.students, { Students: homework.records }, { id }),
        ...STUDENTS.map((student) => handle(MARKING.studentSubmission, submission(student.Id), { homeworkId: id, studentId: student.Id })),
      ]),
    ],
  });
}

/** The remote at a hash address, as in the suite: single-spa turns each history write into a popstate. */
function openAt(hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  const write = History.prototype.replaceState;
  jest.spyOn(window.history, 'replaceState').mockImplementation(function (this: History, ...args) {
    write.apply(this, args);
    window.dispatchEvent(new PopStateEvent('popstate', { state: args[0] }));
  });
  render(
    <WithoutAntdStyles>
      <RemoteRoot routes={routes} />
    </WithoutAntdStyles>,
  );
}

/** The teacher types another address: the browser changes the hash, and the router follows. */
const typeAddress = (hash: string) =>
  act(() => {
    window.history.pushState(null, '', `/${hash}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

const activeStudent = () => screen.getByRole('region', { name: "Student's homework" }).querySelector('h2');
const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the marking view', () => {
  test('another homework in the address shows that homework and its first student', async () => {
    mockSuite();
    const user = userEvent.setup();
    openAt('#/homework/teacherview/hw-1/s-ben');
    await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
    await user.keyboard('j');
    expect(activeStudent()).toHaveTextContent('Dodd, Dan');

    await typeAddress('#/homework/teacherview/hw-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volcano poster' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Clark, Cara/ })).toBeInTheDocument();
    expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(window.location.hash).toBe('#/homework/teacherview/hw-2/s-cara'));
  });

  test('another student of the same homework in the address becomes the active student, in their own tab', async () => {
    mockSuite();
    const user = userEvent.setup();
    openAt('#/homework/teacherview/hw-1/s-ben');
    await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
    await user.keyboard('j');
    await waitFor(() => expect(window.location.hash).toBe('#/homework/teacherview/hw-1/s-dan'));

    await typeAddress('#/homework/teacherview/hw-1/s-cara');
    await waitFor(() => expect(activeStudent()).toHaveTextContent('Clark, Cara'));
    expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true');
    await typeAddress('#/homework/teacherview/hw-1/s-amy');
    await waitFor(() => expect(activeStudent()).toHaveTextContent('Adams, Amy'));
    expect(tab(/Not Handed In/)).toHaveAttribute('aria-selected', 'true');
  });

  test("the view's own moves, written into the address, neither remount it nor take it back to a student it left", async () => {
    mockSuite();
    const user = userEvent.setup();
    openAt('#/homework/teacherview/hw-1/s-ben');
    await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
    const list = screen.getByRole('navigation', { name: 'Students' });

    await user.keyboard('j');
    await waitFor(() => expect(window.location.hash).toBe('#/homework/teacherview/hw-1/s-dan'));
    await user.keyboard('3');
    await user.keyboard('1');
    expect(activeStudent()).toHaveTextContent('Adams, Amy');
    await waitFor(() => expect(window.location.hash).toBe('#/homework/teacherview/hw-1/s-amy'));
    expect(activeStudent()).toHaveTextContent('Adams, Amy');
    expect(screen.getByRole('navigation', { name: 'Students' })).toBe(list);
  });
});

describe('the bulk hand-in recorder', () => {
  test('another homework in the address starts with its own Show, sort, date and no banner', async () => {
    mockSuite();
    const user = userEvent.setup();
    openAt('#/homework/submissions/hw-1');
    await screen.findByRole('heading', { level: 1, name: 'Poetry essay' });
    const table = await screen.findByRole('table', { name: 'Students' });
    await user.click(screen.getByRole('radio', { name: 'Handed In' }).closest('label')!);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Student Name'));
    const date = screen.getByRole('textbox', { name: 'Set date handed in' });
    await user.clear(date);
    await user.type(date, `${shortDay(DUE)}{Enter}`);
    await user.click(within(table).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: 'Record as Handed In' }));
    expect(await screen.findByText('Handed In status updated.')).toBeInTheDocument();

    await typeAddress('#/homework/submissions/hw-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volcano poster' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Students' });
    expect(screen.queryByText('Handed In status updated.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Not Handed In' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' }).closest('.ant-select')).toHaveTextContent(/^Submission Status$/);
    expect(screen.getByRole('textbox', { name: 'Set date handed in' })).toHaveValue(shortDay(TODAY));
  });
});
