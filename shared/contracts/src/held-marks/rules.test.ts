// Marks held, then released together (decision 0037) as tables: when a mark is held, what a student,
// a parent, the student overview and the mail read of it, and the words of the question.
import { isMarkHeld, releasedMark, type MarkState } from './rules';
import { heldMarksTexts } from './texts';

const mark = { result: 'B+', comments: 'Well argued.' };

describe('isMarkHeld and releasedMark', () => {
  test.each<[string, MarkState, boolean]>([
    ['off (the spec): never held', { releaseMarksTogether: false, released: false, ...mark }, false],
    ['off, even with no release stamp: the spec', { releaseMarksTogether: false, released: false, result: 'A', comments: null }, false],
    ['on, not released: held', { releaseMarksTogether: true, released: false, ...mark }, true],
    ['on, a grade only: held', { releaseMarksTogether: true, released: false, result: 'A', comments: null }, true],
    ['on, a comment only: held', { releaseMarksTogether: true, released: false, result: null, comments: 'Good.' }, true],
    ['on, released: seen (a change after release follows the spec)', { releaseMarksTogether: true, released: true, ...mark }, false],
    ['on, no mark yet: nothing to hold', { releaseMarksTogether: true, released: false, result: null, comments: null }, false],
  ])('%s', (_, state, held) => {
    expect(isMarkHeld(state)).toBe(held);
    expect(releasedMark(state)).toEqual(held ? { result: null, comments: null } : { result: state.result, comments: state.comments });
  });
});

describe('the question Release marks asks', () => {
  const q = heldMarksTexts.releaseQuestion;
  test.each([
    [{ Students: 1, Mailed: 1, NoAddress: 0, MailOn: true }, 'Release marks for 1 student?', '1 student will see their grade and comment. 1 student gets the homework-marked email.'],
    [
      { Students: 5, Mailed: 4, NoAddress: 1, MailOn: true },
      'Release marks for 5 students?',
      '5 students will see their grade and comment. 4 students get the homework-marked email, one each. 1 student has no email address.',
    ],
    [
      { Students: 3, Mailed: 0, NoAddress: 3, MailOn: true },
      'Release marks for 3 students?',
      '3 students will see their grade and comment. No email goes: 3 students have no email address.',
    ],
    [
      { Students: 2, Mailed: 0, NoAddress: 0, MailOn: false },
      'Release marks for 2 students?',
      '2 students will see their grade and comment. Your school does not send homework-marked emails, so no email goes.',
    ],
  ])('%o', (held, title, body) => {
    expect(q.title(held)).toBe(title);
    expect(q.body(held)).toBe(body);
  });

  test('it says it cannot be undone, and the notice says what was sent', () => {
    expect(heldMarksTexts.cannotUndo).toMatch(/cannot be undone/);
    expect(heldMarksTexts.released({ Released: 3, Mailed: 2 })).toBe('Marks released for 3 students. 2 emails are on their way.');
    expect(heldMarksTexts.released({ Released: 1, Mailed: 0 })).toBe('Marks released for 1 student.');
    expect(heldMarksTexts.released({ Released: 0, Mailed: 0 })).toMatch(/nothing more was sent/);
  });
});

test('Edit turning the choice off with marks held says saving releases them, and to whom mail goes', () => {
  expect(heldMarksTexts.turnOff({ Students: 2, Mailed: 2, NoAddress: 0, MailOn: true })).toBe(
    'Release marks together is now off: saving releases the held marks of 2 students, who will see their grade and comment. 2 students get the homework-marked email, one each.',
  );
  expect(heldMarksTexts.turnOff({ Students: 1, Mailed: 0, NoAddress: 0, MailOn: false })).toBe(
    'Release marks together is now off: saving releases the held marks of 1 student, who will see their grade and comment. Your school does not send homework-marked emails, so no email goes.',
  );
});
