// Marking through a dropped connection (decision 0032): at a school that has chosen it, a change that
// gets no answer is kept in IndexedDB, shown as waiting, and sent again in order, with the key it was
// first sent with. Elsewhere a save that fails says so and puts the old status back (02 §2.2, §8).
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURE_FLAGS, HOMEWORK, IDEMPOTENCY_KEY_HEADER, MARKING, PEOPLE, USER, type Homework, type HomeworkStudent, type MarkChangedAnswer } from '@homework/contracts';
import { discardWaitingChanges } from '@homework/platform/waiting-changes';
import { createSuiteMock, eventStream, handle, mockCurrentUser, mockIdentity, MOCK_TEACHER_ID, NetworkFault, reply, renderRemoteAt, type Handler } from '@homework/testing';
import { routes } from '../../routes';
import { handIn, person } from '../../testing/marking-setup';

jest.mock('../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const HANDED_IN = '2026-01-10T00:00:00.000Z';
const STUDENTS = [person('s-amy', 'Amy', 'Adams'), person('s-ben', 'Ben', 'Brown'), person('s-cara', 'Cara', 'Clark')];
const record = (StudentId: string, over: Partial<HomeworkStudent> = {}): HomeworkStudent => ({ ...handIn(StudentId), ...over });

/** What the server answers a mark with: a fault until `online`, then the marked record. */
let online: boolean;
let saveAnswer: (body: { StudentId: string; Result: string | null; Comments: string | null }) => unknown;

/** The school's choice: changes kept while they cannot be sent (the spec's failed save without it). */
const keeping = handle(USER.identities, { ...mockIdentity, Features: [{ Name: FEATURE_FLAGS.keepMarkingWhileOffline, Enabled: true }] });

function mockSuite(extra: Handler[] = [], choice: Handler[] = [keeping]) {
  const records = [record('s-amy'), record('s-ben', { HandedInDate: HANDED_IN, Status: 2 }), record('s-cara', { HandedInDate: HANDED_IN, Status: 2 })];
  return createSuiteMock({
    handlers: [
      ...extra,
      ...choice,
      handle(PEOPLE.studentAll, STUDENTS),
      handle(HOMEWORK.get, { Id: HW, Title: 'Poetry essay', StartDate: '2026-01-05T00:00:00.000Z', DueDate: '2026-01-12T00:00:00.000Z', Subject: 'English', Description: '' } as Homework, { id: HW }),
      handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
      handle(MARKING.saveMark, ({ body }) => {
        if (!online) return new NetworkFault('Failed to fetch');
        return saveAnswer(body) as HomeworkStudent;
      }),
      handle(MARKING.studentSubmission, ({ params }) => ({ HomeworkStudentLinkId: `link-${params.studentId}`, StudentAttachments: [], Result: null, Comments: null })),
      handle(MARKING.markingHistory, []),
      handle(MARKING.markingEvents, eventStream(), { homeworkId: HW }),
    ],
  });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const student = (name: string) => within(screen.getByRole('navigation', { name: 'Students' })).getByRole('button', { name: new RegExp(name) });
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });

async function markBen(user: ReturnType<typeof userEvent.setup>, comment: string) {
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('c');
  await user.type(screen.getByLabelText('Comment'), comment);
  await user.keyboard('{Control>}{Enter}{/Control}');
}

beforeEach(() => {
  online = false;
  saveAnswer = (body) => record(body.StudentId, { HandedInDate: HANDED_IN, Result: body.Result, Comments: body.Comments, Status: body.Result ? 3 : 2 });
});
afterEach(() => discardWaitingChanges(MOCK_TEACHER_ID));

test('a mark that gets no answer waits beside the student, the page says offline, and it is sent once the connection returns, with its key', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('g');
  await user.type(screen.getByLabelText('Grade'), 'A');
  await user.keyboard('{Control>}{Enter}{/Control}');

  await waitFor(() => expect(screen.getByText('You are offline. 1 change kept on this computer, sent when the connection returns.')).toBeVisible());
  // Kept as made: Ben is marked, waiting, and the teacher has moved on.
  expect(tab(/Marked/)).toHaveTextContent('1');
  await user.click(tab(/Marked/));
  expect(student('Brown, Ben')).toHaveTextContent('Waiting to send');
  const firstKey = suite.network.requestsTo(MARKING.saveMark)[0]!.headers[IDEMPOTENCY_KEY_HEADER];
  expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

  await goOnline();
  await waitFor(() => expect(screen.getByText('The change made while the connection was down has been saved.')).toBeVisible());
  const sent = suite.network.requestsTo(MARKING.saveMark);
  expect(sent).toHaveLength(2);
  // The same key: a first send the server applied before its answer was lost is not applied again.
  expect(sent[1]!.headers[IDEMPOTENCY_KEY_HEADER]).toBe(firstKey);
  expect(sent[1]!.body).toEqual({ StudentId: 's-ben', HomeworkId: HW, Result: 'A', Comments: null, Read: { Result: null, Comments: null } });
  expect(student('Brown, Ben')).not.toHaveTextContent('Waiting to send');
});

test('changes made while others wait are kept behind them and sent in the order made', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await markBen(user, 'First');
  await waitFor(() => expect(screen.getByText(/1 change kept/)).toBeVisible());
  // Cara, next: not sent at all while Ben's waits.
  await user.keyboard('c');
  await user.type(screen.getByLabelText('Comment'), 'Second');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(screen.getByText(/2 changes kept/)).toBeVisible());
  expect(suite.network.requestsTo(MARKING.saveMark)).toHaveLength(1);

  await goOnline();
  await waitFor(() => expect(screen.getByText('All 2 changes made while the connection was down have been saved.')).toBeVisible());
  expect(suite.network.requestsTo(MARKING.saveMark).map(({ body }) => [body.StudentId, body.Comments])).toEqual([
    ['s-ben', 'First'],
    ['s-ben', 'First'],
    ['s-cara', 'Second'],
  ]);
});

test('what was kept is sent when the marking view opens again, and is never shown to another user', async () => {
  mockSuite();
  const user = userEvent.setup();
  const first = renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await markBen(user, 'Kept over a reload');
  await waitFor(() => expect(screen.getByText(/1 change kept/)).toBeVisible());
  first.unmount();

  // Another teacher in the same browser, online: nothing of the first's is shown or sent.
  online = true;
  const other = mockSuite([handle(USER.currentUser, { ...mockCurrentUser, userId: 'teacher-2' })]);
  const second = renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  // Ben is still Handed In to this teacher, and nothing waits.
  expect(tab(/^Handed In/)).toHaveAttribute('aria-selected', 'true');
  expect(student('Brown, Ben')).not.toHaveTextContent('Waiting to send');
  expect(screen.queryByText(/kept on this computer|Sending/)).toBeNull();
  expect(other.network.requestsTo(MARKING.saveMark)).toEqual([]);
  second.unmount();

  const suite = mockSuite();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await waitFor(() => expect(screen.getByText('The change made while the connection was down has been saved.')).toBeVisible());
  expect(suite.network.requestsTo(MARKING.saveMark).map(({ body }) => body.Comments)).toEqual(['Kept over a reload']);
});

test('a kept change the server refuses is shown with its reason until discarded; Discard asks first and can be undone', async () => {
  mockSuite();
  saveAnswer = () => reply(400, { message: 'The comment must be 2,000 characters or fewer.' });
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await markBen(user, 'Too long, by the server\'s rule');
  await waitFor(() => expect(screen.getByText(/1 change kept/)).toBeVisible());

  await goOnline();
  const refusal = await screen.findByRole('alert');
  expect(refusal).toHaveTextContent('The grade and comment for Brown, Ben was not saved: The comment must be 2,000 characters or fewer.');
  expect(student('Brown, Ben')).toHaveTextContent('Not sent');

  await user.click(within(refusal).getByRole('button', { name: 'Discard' }));
  const question = await screen.findByRole('dialog', { name: 'Discard the grade and comment for Brown, Ben?' });
  expect(question).toHaveTextContent('It has not been saved, and will not be sent.');
  await user.click(within(question).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.getByText('The change for Brown, Ben was discarded.')).toBeVisible());
  expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  expect(screen.queryByText(/was not saved/)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('was not saved: The comment must be 2,000 characters or fewer.'));
});

test('a kept mark that meets a newer one on the server asks which to keep, showing both', async () => {
  mockSuite();
  const theirs: MarkChangedAnswer = {
    message: 'The grade and comment were changed since you opened them.',
    Theirs: { Result: 'B', Comments: 'Good work', ChangedBy: 'Mr D. Okafor', ChangedAt: '2026-01-12T14:52:00.000Z' },
    Mine: { Result: null, Comments: 'Mine, typed offline' },
  };
  saveAnswer = () => reply(409, theirs);
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await markBen(user, 'Mine, typed offline');
  await waitFor(() => expect(screen.getByText(/1 change kept/)).toBeVisible());

  await goOnline();
  const question = await screen.findByRole('dialog');
  expect(question).toHaveTextContent('Mr D. Okafor');
  expect(question).toHaveTextContent('Good work');
  expect(question).toHaveTextContent('Mine, typed offline');
});

test("at a school that has not chosen to keep them, a save that gets no answer fails as the spec says: 'Save failed.', the old status back, nothing kept", async () => {
  const suite = mockSuite([], []);
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await markBen(user, 'Not kept');
  expect(await screen.findByText(/^Save failed\./)).toBeVisible();
  expect(tab(/^Handed In/)).toHaveTextContent('2');
  expect(tab(/Marked/)).toHaveTextContent('0');
  expect(screen.queryByText(/kept on this computer|Waiting to send|You are offline/)).toBeNull();

  // Nothing was kept to send later.
  await goOnline();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(suite.network.requestsTo(MARKING.saveMark)).toHaveLength(1);
});
