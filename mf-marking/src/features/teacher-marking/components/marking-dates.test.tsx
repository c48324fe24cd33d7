// The marking view's two dates, Hand In's and the extension's, in the suite's DD/MM/YYYY picker: the
// browser's own date field showed the machine's format (11/25/2026 on a US-English one).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEWORK, MARKING, PEOPLE, addDays, markingMessages, type AnyEndpoint, type Homework } from '@homework/contracts';
import { createSuiteMock, handle, renderRemoteAt, type SuiteMock } from '@homework/testing';
import { routes } from '../../../routes';
import { DUE, SET, TODAY, handIn, instant, person, shortDay } from '../../../testing/marking-setup';

const HW = 'hw-1';
const AMY = person('s-amy', 'Amy', 'Adams');
const RECORD = handIn('s-amy');

let suite: SuiteMock;
const posts = (endpoint: AnyEndpoint) => suite.network.requestsTo(endpoint).map(({ body }) => body);

beforeEach(() => {
  localStorage.clear();
  suite = createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, [AMY]),
      handle(HOMEWORK.get, { Id: HW, Title: 'Poetry essay', Subject: 'English', Description: '', StartDate: instant(SET), DueDate: instant(DUE) } as Homework, { id: HW }),
      handle(HOMEWORK.students, { Students: [RECORD] }, { id: HW }),
      handle(MARKING.handIn, ({ body }) => ({ ...RECORD, HandedInDate: body.HandedInDate ? instant(body.HandedInDate) : null, Status: 2 })),
      // Handed in, her work is shown.
      handle(MARKING.studentSubmission, { HomeworkStudentLinkId: 'link-s-amy', StudentAttachments: [], Result: null, Comments: null }, { homeworkId: HW, studentId: 's-amy' }),
      handle(MARKING.extendDueDate, ({ body }) => ({ ...RECORD, ExtendedDueDate: body.ExtendedDueDate ? instant(body.ExtendedDueDate) : null })),
    ],
  });
});

async function openAmy() {
  renderRemoteAt(routes, `/homework/teacherview/${HW}/s-amy`);
  await screen.findByRole('heading', { level: 2, name: /Adams, Amy/ });
}

async function typeDate(input: HTMLElement, day: string) {
  await userEvent.clear(input);
  await userEvent.type(input, `${shortDay(day)}{Enter}`);
}

test("Hand In's date is DD/MM/YYYY, today in the school's zone at first, and a typed day is the one sent", async () => {
  await openAmy();
  const date = screen.getByRole('textbox', { name: 'Date handed in' });
  expect(date).toHaveValue(shortDay(TODAY));
  await typeDate(date, addDays(TODAY, -2)!);
  expect(date).toHaveValue(shortDay(addDays(TODAY, -2)!));
  await userEvent.click(screen.getByRole('button', { name: 'Hand In' }));
  expect(await screen.findByText('Handed In status updated.')).toBeInTheDocument();
  expect(posts(MARKING.handIn)).toEqual([{ HomeworkId: HW, StudentId: 's-amy', HandedInDate: addDays(TODAY, -2) }]);
});

test('a hand-in day after today, or before the homework was set, stays as typed and is refused in words (02 §5)', async () => {
  await openAmy();
  const date = screen.getByRole('textbox', { name: 'Date handed in' });
  await typeDate(date, addDays(TODAY, 1)!);
  await userEvent.click(screen.getByRole('heading', { level: 2 }));
  // Not put back to today unsaid: the typed day stays, and the reason is beside it.
  expect(date).toHaveValue(shortDay(addDays(TODAY, 1)!));
  expect(screen.getByRole('alert')).toHaveTextContent(markingMessages.handInDateInFuture);
  await userEvent.click(screen.getByRole('button', { name: 'Hand In' }));
  expect(posts(MARKING.handIn)).toEqual([]);

  await typeDate(date, '2020-01-01');
  expect(date).toHaveValue('01/01/2020');
  expect(screen.getByText(markingMessages.handInDateBeforeSet(SET))).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Hand In' }));
  expect(posts(MARKING.handIn)).toEqual([]);

  await typeDate(date, SET);
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Hand In' }));
  await screen.findByText('Handed In status updated.');
  expect(posts(MARKING.handIn)).toEqual([{ HomeworkId: HW, StudentId: 's-amy', HandedInDate: SET }]);
});

test("the extension's date is DD/MM/YYYY, from the day after the due day", async () => {
  await openAmy();
  await userEvent.click(screen.getByText('Extension'));
  const date = screen.getByRole('textbox', { name: 'Extended due date' });
  expect(date).toHaveValue(shortDay(addDays(DUE, 1)!));
  // The due day itself is no extension: not taken.
  await typeDate(date, DUE);
  await userEvent.click(screen.getByText(/^Due /));
  expect(date).toHaveValue(shortDay(addDays(DUE, 1)!));
  await typeDate(date, addDays(TODAY, 4)!);
  await userEvent.click(screen.getByRole('button', { name: 'Grant Extension' }));
  expect(await screen.findByText(`Due ${shortDay(DUE)}. Extended to ${shortDay(addDays(TODAY, 4)!)}.`)).toBeInTheDocument();
  expect(posts(MARKING.extendDueDate)).toEqual([{ HomeworkId: HW, StudentId: 's-amy', ExtendedDueDate: addDays(TODAY, 4) }]);
});
