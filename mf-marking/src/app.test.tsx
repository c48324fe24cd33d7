import { HOMEWORK, PEOPLE, SCHOOL, pathOf } from '@homework/contracts';
import { MOCK_SCHOOL_ID, createSuiteMock, expectPageAt } from '@homework/testing';
import * as app from './app';

// The marking view's data never arrives here: the page is seen as it first shows.
const pending = () => new Promise(() => undefined);
beforeEach(() => {
  createSuiteMock({
    answers: { [pathOf(HOMEWORK.get, { id: 'h-1' })]: pending, [pathOf(HOMEWORK.students, { id: 'h-1' })]: pending, [pathOf(PEOPLE.studentSingle, { id: 's-9' })]: pending, [pathOf(SCHOOL.currentTerm, { schoolId: MOCK_SCHOOL_ID })]: pending },
  });
});

test.each([
  ['#/homework/teacherview/h-1?homeworktitle=Poetry%20essay', 'Poetry essay', 'Loading ...'],
  ['#/homework/teacherview/h-1/s-2', 'Marking', 'Loading ...'],
  ['#/homework/studentview/s-9', 'Student View', 'Loading ...'],
  ['#/HOMEWORK/StudentView/s-9', 'Student View', 'Loading ...'],
])('%s shows its title and an honest note', (hash, heading, text) => expectPageAt(app, hash, { heading, text }));

test('#/homework/submissions/h-1 shows the bulk hand-in recorder for that homework', async () => {
  createSuiteMock({
    answers: {
      [pathOf(HOMEWORK.get, { id: 'h-1' })]: { Id: 'h-1', Title: 'Poetry essay', Subject: 'English', Description: '', StartDate: '2026-10-26T00:00:00.000Z', DueDate: '2026-11-02T00:00:00.000Z' },
      [pathOf(HOMEWORK.students, { id: 'h-1' })]: { Students: [] },
    },
  });
  await expectPageAt(app, '#/homework/submissions/h-1', { heading: 'Poetry essay', text: '02/11/2026' });
});
