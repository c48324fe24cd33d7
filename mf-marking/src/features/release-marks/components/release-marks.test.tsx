// Release marks in the marking view (decision 0037): shown only on a homework that releases marks
// together; a held mark says "Not released" in the list and the panel; the button asks first with the
// server's counts and that it cannot be undone, sends one release under an Idempotency-Key, says what
// was sent and gives the focus back; Cancel sends nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEWORK, IDEMPOTENCY_KEY_HEADER, MARKING, PEOPLE, type Homework, type HomeworkStudent } from '@homework/contracts';
import { HELD_MARKS, heldMarksTexts } from '@homework/contracts/held-marks';
import { createSuiteMock, handle, renderRemoteAt, type SuiteMock } from '@homework/testing';
import { routes } from '../../../routes';
import { handIn, person } from '../../../testing/marking-setup';

jest.mock('../../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const HANDED_IN = '2026-01-10T00:00:00.000Z';
const STUDENTS = [person('s-ben', 'Ben', 'Brown'), person('s-cara', 'Cara', 'Clark')];
const held = { Students: 2, Mailed: 1, NoAddress: 1, MailOn: true };

let suite: SuiteMock;
let records: HomeworkStudent[];

function mockSuite(releaseMarksTogether: boolean) {
  records = [
    { ...handIn('s-ben'), HandedInDate: HANDED_IN, Result: 'A', Status: 3, MarkHeld: releaseMarksTogether },
    { ...handIn('s-cara'), HandedInDate: HANDED_IN, Result: 'B', Status: 3, MarkHeld: releaseMarksTogether },
  ];
  suite = createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(
        HOMEWORK.get,
        { Id: HW, Title: 'Poetry essay', StartDate: '2026-01-05T00:00:00.000Z', DueDate: '2026-01-12T00:00:00.000Z', Subject: 'English', Description: '', ReleaseMarksTogether: releaseMarksTogether } as Homework,
        { id: HW },
      ),
      handle(HOMEWORK.students, () => ({ Students: records }), { id: HW }),
      ...STUDENTS.map((s) => handle(MARKING.studentSubmission, { HomeworkStudentLinkId: `link-${s.Id}`, StudentAttachments: [], Result: null, Comments: null }, { homeworkId: HW, studentId: s.Id })),
      handle(HELD_MARKS.summary, held, { homeworkId: HW }),
      handle(HELD_MARKS.release, () => {
        records = records.map((r) => ({ ...r, MarkHeld: false }));
        return { Released: 2, Mailed: 1 };
      }),
    ],
  });
}

const open = async () => {
  renderRemoteAt(routes, `/homework/teacherview/${HW}/s-ben`);
  return screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
};

test('off (the spec): no Release marks and no Not released', async () => {
  mockSuite(false);
  await open();
  expect(screen.queryByRole('button', { name: heldMarksTexts.release })).not.toBeInTheDocument();
  expect(screen.queryByText(heldMarksTexts.notReleased)).not.toBeInTheDocument();
});

test('held marks say Not released; Release marks asks with the counts, releases once, says what was sent', async () => {
  mockSuite(true);
  const user = userEvent.setup();
  const heading = await open();
  // In the panel (beside the list's own) and in each row.
  expect(within(heading.closest('section')!).getByText(heldMarksTexts.notReleased)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Clark, Cara/ })).toHaveAccessibleName(`Clark, Cara ${heldMarksTexts.notReleased}: ${heldMarksTexts.notReleasedHelp} Handed In`);

  const button = screen.getByRole('button', { name: heldMarksTexts.release });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: heldMarksTexts.releaseQuestion.title(held) });
  expect(dialog).toHaveTextContent(heldMarksTexts.releaseQuestion.body(held));
  expect(dialog).toHaveTextContent(heldMarksTexts.cannotUndo);
  expect(suite.network.requestsTo(HELD_MARKS.release)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: heldMarksTexts.releaseQuestion.ok }));

  expect(await screen.findByText(heldMarksTexts.released({ Released: 2, Mailed: 1 }))).toBeInTheDocument();
  const [sent] = suite.network.requestsTo(HELD_MARKS.release);
  expect(sent!.body).toEqual({ HomeworkId: HW });
  expect(sent!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.queryByText(heldMarksTexts.notReleased)).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
});

test('Cancel sends nothing and gives the focus back; with nothing held, Release marks cannot be pressed', async () => {
  mockSuite(true);
  suite.network.use(handle(HELD_MARKS.summary, { Students: 0, Mailed: 0, NoAddress: 0, MailOn: true }, { homeworkId: HW }));
  const user = userEvent.setup();
  await open();
  const button = screen.getByRole('button', { name: heldMarksTexts.release });
  await user.click(button);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(heldMarksTexts.releaseNothing)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: heldMarksTexts.releaseQuestion.ok })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: heldMarksTexts.releaseQuestion.cancel }));
  await waitFor(() => expect(button).toHaveFocus());
  expect(suite.network.requestsTo(HELD_MARKS.release)).toHaveLength(0);
});
