import { HOMEWORK, PEOPLE, SCHOOL, type Homework } from '@homework/contracts';
import { MOCK_SCHOOL_ID, createSuiteMock, expectPageAt, handle } from '@homework/testing';
import * as app from './app';

// The marking view's data never arrives here: the page is seen as it first shows.
const pending = () => new Promise<never>(() => undefined);
beforeEach(() => {
  createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, pending, { id: 'h-1' }),
      handle(HOMEWORK.students, pending, { id: 'h-1' }),
      handle(PEOPLE.studentSingle, pending, { id: 's-9' }),
      handle(SCHOOL.currentTerm, pending, { schoolId: MOCK_SCHOOL_ID }),
    ],
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
    handlers: [
      handle(HOMEWORK.get, { Id: 'h-1', Title: 'Poetry essay', Subject: 'English', Description: '', StartDate: '2026-10-26T00:00:00.000Z', DueDate: '2026-11-02T00:00:00.000Z' } as Homework, { id: 'h-1' }),
      handle(HOMEWORK.students, { Students: [] }, { id: 'h-1' }),
    ],
  });
  await expectPageAt(app, '#/homework/submissions/h-1', { heading: 'Poetry essay', text: '02/11/2026' });
});
