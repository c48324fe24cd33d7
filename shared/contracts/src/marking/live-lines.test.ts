import { liveMarkingTexts, studentsNamed } from './live-lines';

test('students are named as the list names them: one or two by name, more, or one not shown, by number', () => {
  expect(studentsNamed(['Ahmed, Zoe'])).toBe('Ahmed, Zoe');
  expect(studentsNamed(['Ahmed, Zoe', 'Brown, Ben'])).toBe('Ahmed, Zoe and Brown, Ben');
  expect(studentsNamed(['Ahmed, Zoe', 'Brown, Ben', 'Clark, Cara'])).toBe('3 students');
  expect(studentsNamed([null])).toBe('a student');
  expect(studentsNamed(['Ahmed, Zoe', null])).toBe('2 students');
});

test("each kind of change in a teacher's words, a colleague's and the teacher's own from another tab", () => {
  expect(liveMarkingTexts.changedBy('Mr D. Okafor', 'mark', ['Ahmed, Zoe'], '14:52')).toBe('Mr D. Okafor saved a grade and comment for Ahmed, Zoe at 14:52.');
  expect(liveMarkingTexts.changedBy('Mr D. Okafor', 'hand-in', ['Ahmed, Zoe', 'Brown, Ben'], '09:05')).toBe(
    'Mr D. Okafor recorded a hand-in for Ahmed, Zoe and Brown, Ben at 09:05.',
  );
  expect(liveMarkingTexts.changedBy('Mr D. Okafor', 'clear', ['Ahmed, Zoe'], '10:00')).toBe('Mr D. Okafor cleared the hand-in or mark for Ahmed, Zoe at 10:00.');
  expect(liveMarkingTexts.changedBy('Mr D. Okafor', 'extension', ['Ahmed, Zoe'], '10:00')).toBe('Mr D. Okafor changed the due date for Ahmed, Zoe at 10:00.');
  expect(liveMarkingTexts.changedBy('Mr D. Okafor', 'restore', [null, null, null], '10:00')).toBe('Mr D. Okafor undid a clear for 3 students at 10:00.');
  expect(liveMarkingTexts.changedByYou('mark', ['Ahmed, Zoe'], '14:52')).toBe('You saved a grade and comment for Ahmed, Zoe in another tab at 14:52.');
});
