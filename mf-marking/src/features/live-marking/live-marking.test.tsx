// A colleague's marking seen as it happens (decision 0030): the marking view and the Submissions page
// read again what an event changed and say who changed it; what the teacher typed stays.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEWORK, MARKING, MARKING_EVENTS_READY, PEOPLE, SCHOOL, inSchoolZone, type StudentHomeworkOverviewItem, type Homework, type HomeworkStudent, type MarkingEvent, type MarkingRow } from '@homework/contracts';
import { createSuiteMock, eventStream, handle, MOCK_SCHOOL_ID, MOCK_TEACHER_ID, NetworkFault, renderRemoteAt, type EventStream } from '@homework/testing';
import { routes } from '../../routes';
import { handIn, person, ZONE } from '../../testing/marking-setup';

jest.mock('../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const HANDED_IN = '2026-01-10T00:00:00.000Z';
const CHANGED_AT = '2026-01-12T14:52:00.000Z';
const AT = inSchoolZone(CHANGED_AT, ZONE)!.format('HH:mm');
const STUDENTS = [person('s-amy', 'Amy', 'Adams'), person('s-ben', 'Ben', 'Brown'), person('s-cara', 'Cara', 'Clark')];
const record = (StudentId: string, over: Partial<HomeworkStudent> = {}): HomeworkStudent => ({ ...handIn(StudentId), ...over });

let records: HomeworkStudent[];
let stream: EventStream;
/** The hand-ins' read fails (the connection down) while set. */
let readFails = false;

function mockSuite() {
  records = [record('s-amy'), record('s-ben', { HandedInDate: HANDED_IN, Status: 2 }), record('s-cara', { HandedInDate: HANDED_IN, Status: 2 })];
  stream = eventStream();
  return createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(HOMEWORK.get, { Id: HW, Title: 'Poetry essay', StartDate: '2026-01-05T00:00:00.000Z', DueDate: '2026-01-12T00:00:00.000Z', Subject: 'English', Description: '' } as Homework, { id: HW }),
      handle(HOMEWORK.students, () => (readFails ? new NetworkFault('Failed to fetch') : { Students: records }), { id: HW }),
      handle(MARKING.studentSubmission, ({ params }) => ({ HomeworkStudentLinkId: `link-${params.studentId}`, StudentAttachments: [], Result: null, Comments: null })),
      handle(MARKING.markingHistory, []),
      handle(MARKING.markingEvents, stream, { homeworkId: HW }),
    ],
  });
}

const event = (over: Partial<MarkingEvent>): MarkingEvent => ({
  HomeworkId: HW,
  StudentIds: ['s-cara'],
  Kind: 'mark',
  ChangedById: 'teacher-2',
  ChangedBy: 'Mr D. Okafor',
  ChangedAt: CHANGED_AT,
  ...over,
});
const line = () => screen.getAllByRole('status').find((element) => element.tagName === 'P' && element.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });

beforeEach(() => {
  localStorage.clear();
  readFails = false;
});

test("a colleague's save is read again and said, naming them and the student, with no reload", async () => {
  mockSuite();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await stream.connected();
  expect(tab(/Marked/)).toHaveTextContent('0');

  records = records.map((r) => (r.StudentId === 's-cara' ? { ...r, Result: 'A', Status: 3 } : r));
  stream.send({ id: 1, event: 'mark', data: event({}) });
  await waitFor(() => expect(line()).toHaveTextContent(`Mr D. Okafor saved a grade and comment for Clark, Cara at ${AT}.`));
  await waitFor(() => expect(tab(/Marked/)).toHaveTextContent('1'));
  expect(tab(/^Handed In/)).toHaveTextContent('1');
});

test("a colleague's change read again while the connection is down leaves the list as it was, not a load failure", async () => {
  const { network } = mockSuite();
  const suiteReads = () => network.requestsTo(HOMEWORK.students).length;
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await stream.connected();
  readFails = true;
  stream.send({ id: 1, event: 'mark', data: event({}) });
  await waitFor(() => expect(line()).toHaveTextContent('Mr D. Okafor saved a grade and comment for Clark, Cara'));
  await waitFor(() => expect(suiteReads()).toBeGreaterThan(1));
  expect(screen.queryByText(/^Failed to load homework/)).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: /Brown, Ben/ })).toBeVisible();
  expect(tab(/^Handed In/)).toHaveTextContent('2');
});

test('what the teacher is typing for a student is kept when a colleague changes their mark, and the line says so', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await stream.connected();
  await user.keyboard('c');
  await user.type(screen.getByLabelText('Comment'), 'Lovely imagery');

  records = records.map((r) => (r.StudentId === 's-ben' ? { ...r, Comments: 'Theirs', Status: 2 } : r));
  stream.send({ id: 2, event: 'mark', data: event({ StudentIds: ['s-ben'] }) });
  await waitFor(() => expect(line()).toHaveTextContent("Brown, Ben's grade and comment were changed while you were typing. What you typed is kept"));
  expect(screen.getByLabelText('Comment')).toHaveValue('Lovely imagery');
  expect(screen.getByLabelText('Comment')).toHaveFocus();
});

test("with nothing typed, the student's new mark is shown", async () => {
  mockSuite();
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await stream.connected();
  await user.keyboard('c');
  records = records.map((r) => (r.StudentId === 's-ben' ? { ...r, Comments: 'Theirs', Status: 2 } : r));
  stream.send({ id: 2, event: 'mark', data: event({ StudentIds: ['s-ben'] }) });
  await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue('Theirs'));
  // Still the student the teacher was on, now in the tab their status puts them in.
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Brown, Ben');
  expect(tab(/Marked/)).toHaveAttribute('aria-selected', 'true');
});

test("the teacher's own save in this tab is not news; their change from another tab is said as theirs", async () => {
  const { network } = mockSuite();
  network.use(handle(MARKING.saveMark, ({ body }) => {
    records = records.map((r) => (r.StudentId === body.StudentId ? { ...r, Result: body.Result, Status: 3 } : r));
    stream.send({ id: 3, event: 'mark', data: event({ StudentIds: [body.StudentId], ChangedById: MOCK_TEACHER_ID, ChangedBy: 'Ms A. Teacher' }) });
    return records.find((r) => r.StudentId === body.StudentId) as MarkingRow;
  }));
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await stream.connected();
  await user.keyboard('g');
  await user.type(screen.getByLabelText('Grade'), 'B');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(tab(/Marked/)).toHaveTextContent('1'));
  expect(line()).toBeUndefined();

  // Long after: not this tab's write.
  jest.spyOn(Date, 'now').mockReturnValue(new Date().getTime() + 60_000);
  stream.send({ id: 4, event: 'hand-in', data: event({ Kind: 'hand-in', StudentIds: ['s-amy'], ChangedById: MOCK_TEACHER_ID }) });
  await waitFor(() => expect(line()).toHaveTextContent(`You recorded a hand-in for Adams, Amy in another tab at ${AT}.`));
  jest.restoreAllMocks();
});

test('the Submissions page reads a hand-in recorded by a colleague, and reads everything again when the stream cannot vouch', async () => {
  const { network } = mockSuite();
  renderRemoteAt(routes, `/homework/submissions/${HW}`);
  await screen.findByText('Adams, Amy');
  await stream.connected();
  const reads = () => network.requestsTo(HOMEWORK.students).length;
  const before = reads();

  records = records.map((r) => (r.StudentId === 's-amy' ? { ...r, HandedInDate: HANDED_IN, Status: 2 } : r));
  stream.send({ id: 5, event: 'hand-in', data: event({ Kind: 'hand-in', StudentIds: ['s-amy'] }) });
  await waitFor(() => expect(line()).toHaveTextContent(`Mr D. Okafor recorded a hand-in for Adams, Amy at ${AT}.`));
  await waitFor(() => expect(reads()).toBe(before + 1));

  stream.send({ id: 5, event: MARKING_EVENTS_READY, data: { HomeworkId: HW, ReadAgain: true } });
  await waitFor(() => expect(reads()).toBe(before + 2));
});

test("the student view reads the student again on a colleague's change in any homework, and says who made it", async () => {
  const student = eventStream();
  let overview: StudentHomeworkOverviewItem[] = [{ HomeworkId: HW, Title: 'Poetry essay', SetBy: 'Ms A. Teacher', Subject: 'English', SubjectId: 'en', StartDate: '2026-01-05', DueDate: '2026-01-12', ExtendedDudeDate: null, HandedInDate: null, Result: null, Status: 'Overdue' }];
  createSuiteMock({
    handlers: [
      handle(PEOPLE.studentSingle, STUDENTS[1]!, { id: 's-ben' }),
      handle(SCHOOL.currentTerm, { Name: 'Spring', StartDate: '2026-01-05', EndDate: '2026-03-27' }, { schoolId: MOCK_SCHOOL_ID }),
      handle(MARKING.studentHomeworkOverview, () => overview),
      handle(MARKING.studentMarkingEvents, student, { studentId: 's-ben' }),
    ],
  });
  renderRemoteAt(routes, '/homework/studentview/s-ben');
  await screen.findByText('Poetry essay');
  await student.connected();
  expect(screen.queryByText('B+')).toBeNull();

  overview = [{ ...overview[0]!, HandedInDate: HANDED_IN, Result: 'B+', Status: 'Handed in' }];
  student.send({ id: 9, event: 'mark', data: event({ StudentIds: ['s-ben'] }) });
  await waitFor(() => expect(line()).toHaveTextContent(`Mr D. Okafor saved a grade and comment for Brown, Ben at ${AT}.`));
  expect(await screen.findByText('B+')).toBeVisible();
});
