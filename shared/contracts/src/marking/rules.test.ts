// The marking rules of 02 §4, §5 and §9 as tables: statuses, first view, neighbours, badges with
// extensions, bulk statuses, overview texts and viewer limits.
import {
  CLEARED_HAND_INS_KEPT_DAYS,
  MARK_EXCERPT_LENGTH,
  clearMarkTexts,
  excerptOf,
  canSaveMark,
  isMarkSavable,
  markLengthErrors,
  markLengthMessages,
  clearCountsOf,
  clearTexts,
  firstView,
  markingAddress,
  handInStatusOf,
  handInDateRefusal,
  isViewableSize,
  markingViewOf,
  neighbourOf,
  overviewStatus,
  rowBadge,
  viewerFor,
  type MarkingStudent,
} from './index';

const student = (n: number, handedInDate: string | null, result: string | null = null, comments: string | null = null): MarkingStudent => ({
  studentId: `s${n}`,
  name: `Student ${n}`,
  handedInDate,
  result,
  comments,
});

describe('markingViewOf', () => {
  test.each([
    [null, null, null, 'notHandedIn'],
    ['2026-11-20', null, null, 'handedIn'],
    ['2026-11-20', '  ', '', 'handedIn'],
    ['2026-11-20', 'A', null, 'marked'],
    ['2026-11-20', null, 'Good work', 'marked'],
  ])('date %s, result %s, comments %s → %s', (handedInDate, result, comments, view) => {
    expect(markingViewOf({ handedInDate, result, comments })).toBe(view);
  });
});

describe('markLengthErrors and isMarkSavable: over a limit is refused in words, never cut', () => {
  const [grade50, grade51] = ['g'.repeat(50), 'g'.repeat(51)];
  const [comment4000, comment4001] = ['c'.repeat(4000), 'c'.repeat(4001)];
  test.each([
    [grade50, comment4000, {}, true],
    [grade51, '', { result: markLengthMessages.result }, false],
    ['', comment4001, { comments: markLengthMessages.comments }, false],
    [grade51, comment4001, { result: markLengthMessages.result, comments: markLengthMessages.comments }, false],
    ['', '', {}, false],
  ])('grade of %#', (result, comments, errors, savable) => {
    expect(markLengthErrors({ result, comments })).toEqual(errors);
    expect(isMarkSavable({ result, comments })).toBe(savable);
  });
  test('the words name the limits', () => {
    expect(markLengthMessages).toEqual({
      result: 'Grade must be less than or equal to 50 characters.',
      comments: 'Comment must be less than or equal to 4000 characters.',
    });
  });
});

describe('canSaveMark: Save and Next needs a grade or a comment', () => {
  test.each([
    ['', '', false],
    ['  ', '\n', false],
    ['B+', '', true],
    ['', 'Well argued', true],
  ])('grade %j comment %j → %s', (result, comments, allowed) => {
    expect(canSaveMark(result, comments)).toBe(allowed);
  });
});

describe('firstView', () => {
  const notIn = student(1, null);
  const handedIn = student(2, '2026-11-20');
  const marked = student(3, '2026-11-20', 'A');
  test.each([
    [[notIn, handedIn, marked], undefined, 'handedIn'],
    [[notIn, marked], undefined, 'notHandedIn'],
    [[marked], undefined, 'marked'],
    [[], undefined, 'handedIn'],
    [[notIn, handedIn, marked], 's3', 'marked'],
    [[notIn, handedIn, marked], 's1', 'notHandedIn'],
    // an unknown preselected student does not override the rule
    [[notIn, handedIn], 's99', 'handedIn'],
  ] as const)('%#: → %s', (students, preselected, view) => {
    expect(firstView(students, preselected)).toBe(view);
  });
});

describe('neighbourOf: same view, then the other direction, then another view', () => {
  const students = [student(1, '2026-11-20'), student(2, '2026-11-20'), student(3, '2026-11-20'), student(4, null), student(5, '2026-11-20', 'A')];
  test.each([
    ['handedIn', 2, 'next', { view: 'handedIn', studentId: 's3' }],
    ['handedIn', 2, 'previous', { view: 'handedIn', studentId: 's1' }],
    ['handedIn', 3, 'next', { view: 'handedIn', studentId: 's2' }],
    ['handedIn', 1, 'previous', { view: 'handedIn', studentId: 's2' }],
    ['notHandedIn', 4, 'next', { view: 'handedIn', studentId: 's1' }],
    ['marked', 5, 'previous', { view: 'notHandedIn', studentId: 's4' }],
  ] as const)('%s, student %i, %s', (view, id, direction, expected) => {
    expect(neighbourOf(students, view, `s${id}`, direction)).toEqual(expected);
  });

  test('nobody else left → null', () => {
    expect(neighbourOf([student(1, null)], 'notHandedIn', 's1', 'next')).toBeNull();
  });

  test('after a save the student has left the view: the first of the view is next', () => {
    const after = [student(1, '2026-11-20', 'A'), student(2, '2026-11-20')];
    expect(neighbourOf(after, 'handedIn', 's1', 'next')).toEqual({ view: 'handedIn', studentId: 's2' });
  });
});

describe('rowBadge (due 2026-11-18)', () => {
  test.each([
    ['2026-11-17', null, '2026-11-25', 'Handed In'],
    ['2026-11-18', null, '2026-11-25', 'Handed In'],
    ['2026-11-19', null, '2026-11-25', 'Handed In Late'],
    // an extension moves the due day for that student
    ['2026-11-19', '2026-11-20', '2026-11-25', 'Handed In'],
    ['2026-11-21', '2026-11-20', '2026-11-25', 'Handed In Late'],
    [null, null, '2026-11-18', 'Not Yet Handed In'],
    [null, null, '2026-11-19', 'Not Yet Handed In'],
    [null, null, '2026-11-20', 'Overdue'],
    [null, '2026-11-22', '2026-11-20', 'Not Yet Handed In'],
    [null, '2026-11-22', '2026-11-24', 'Overdue'],
    // an "extension" earlier than the due day does not shorten it
    [null, '2026-11-10', '2026-11-19', 'Not Yet Handed In'],
  ])('handed in %s, extension %s, today %s → %s', (handedInDay, extendedDudeDate, today, badge) => {
    expect(rowBadge({ handedInDay, extendedDudeDate }, '2026-11-18', today)).toBe(badge);
  });
});

describe('handInStatusOf: the bulk recorder status', () => {
  test.each([
    [null, null, 1],
    [null, 'A', 1],
    ['2026-11-20', null, 2],
    ['2026-11-20', ' ', 2],
    ['2026-11-20', 'A', 3],
  ])('date %s, result %s → %i', (handedInDate, result, status) => {
    expect(handInStatusOf({ handedInDate, result })).toBe(status);
  });
});

describe('overviewStatus (due 2026-11-18)', () => {
  test.each([
    ['2026-11-10', '2026-11-18', null, '2026-11-15', 'Handed in'],
    ['2026-11-10', '2026-11-19', null, '2026-11-25', 'Handed in late'],
    ['2026-11-10', '2026-11-19', '2026-11-20', '2026-11-25', 'Handed in'],
    ['2026-11-16', null, null, '2026-11-15', 'Not set'],
    ['2026-11-10', null, null, '2026-11-18', 'Set (due)'],
    // Overdue as the dashboard and the marking badge count it (02 §9): more than one day past due.
    ['2026-11-10', null, null, '2026-11-19', 'Set (due)'],
    ['2026-11-10', null, null, '2026-11-20', 'Overdue'],
    ['2026-11-10', null, '2026-11-21', '2026-11-19', 'Set (due)'],
  ])('set %s, handed in %s, extension %s, today %s → %s', (setDay, handedInDay, extendedDudeDate, today, text) => {
    expect(overviewStatus({ setDay, dueDay: '2026-11-18', handedInDay, extendedDudeDate }, today)).toBe(text);
  });
});

describe('handInDateRefusal: not after today, nor before the homework was set', () => {
  test.each([
    ['2026-11-22', '2026-11-02', null],
    ['2026-11-02', '2026-11-02', null],
    ['2026-11-23', '2026-11-02', 'The hand-in date cannot be after today.'],
    ['2020-01-01', '2026-11-02', 'The hand-in date cannot be before the homework was set (02/11/2026).'],
    ['2026-11-01', '2026-11-02', 'The hand-in date cannot be before the homework was set (02/11/2026).'],
    ['2020-01-01', null, null],
  ])('%s for homework set %s → %s', (day, setDay, refusal) => {
    expect(handInDateRefusal(day, { setDay, today: '2026-11-22' })).toBe(refusal);
  });
});

describe('viewerFor and isViewableSize', () => {
  test.each([
    ['essay.PDF', 'pdf'],
    ['essay.docx', 'docx'],
    ['old.doc', 'doc'],
    ['talk.pptx', 'pptx'],
    ['data.xlsx', 'xlsx'],
    ['reading.mp3', 'audio'],
    ['photo.jpeg', 'image'],
    ['photo.gif', 'image'],
    ['work.zip', 'none'],
    ['pdf', 'none'],
  ])('%s → %s', (name, kind) => {
    expect(viewerFor(name)).toBe(kind);
  });

  test.each([
    ['docx', 10485759, true],
    ['docx', 10485760, false],
    ['doc', 10485760, false],
    ['pptx', 10485760, false],
    ['xlsx', 5242879, true],
    ['xlsx', 5242880, false],
    ['pdf', 50_000_000, true],
  ] as const)('%s of %i bytes → %s', (kind, size, viewable) => {
    expect(isViewableSize(kind, size)).toBe(viewable);
  });
});

describe('clearCountsOf: what a clear takes', () => {
  const row = (handedInDate: string | null, result: string | null, comments: string | null, files: number) => ({ handedInDate, result, comments, files });
  test.each([
    ['nobody', [], { HandIns: 0, Marks: 0, Files: 0 }],
    ['not handed in: nothing, not even stray files', [row(null, null, null, 2)], { HandIns: 0, Marks: 0, Files: 0 }],
    ['handed in, unmarked', [row('2026-01-10', null, '  ', 1)], { HandIns: 1, Marks: 0, Files: 1 }],
    ['a grade, a comment, both: one mark each', [row('2026-01-10', 'A', null, 0), row('2026-01-10', null, 'Good', 2), row('2026-01-10', 'B', 'Fine', 1)], { HandIns: 3, Marks: 3, Files: 3 }],
  ])('%s', (_name, rows, counts) => {
    expect(clearCountsOf(rows)).toEqual(counts);
  });
});

describe("the clear's question and its Undo say exactly what goes", () => {
  test.each([
    [{ HandIns: 1, Marks: 1, Files: 1 }, ['1 hand-in', '1 mark (grade and comment)', '1 submitted file'], 'Cleared 1 hand-in, 1 mark (grade and comment) and 1 submitted file.'],
    [{ HandIns: 24, Marks: 15, Files: 10 }, ['24 hand-ins', '15 marks (grades and comments)', '10 submitted files'], 'Cleared 24 hand-ins, 15 marks (grades and comments) and 10 submitted files.'],
    [{ HandIns: 2, Marks: 0, Files: 3 }, ['2 hand-ins', 'no marks (grades and comments)', '3 submitted files'], 'Cleared 2 hand-ins and 3 submitted files.'],
    [{ HandIns: 1, Marks: 0, Files: 0 }, ['1 hand-in', 'no marks (grades and comments)', 'no submitted files'], 'Cleared 1 hand-in.'],
    // A clear of a mark alone (Clear Grade and Comment, restored from the History) names only the mark.
    [{ HandIns: 0, Marks: 1, Files: 0 }, ['no hand-ins', '1 mark (grade and comment)', 'no submitted files'], 'Cleared 1 mark (grade and comment).'],
  ])('%j', (counts, lines, cleared) => {
    expect(clearTexts.lines(counts)).toEqual(lines);
    expect(clearTexts.cleared(counts)).toBe(cleared);
    expect(clearTexts.restored(counts)).toBe(cleared.replace('Cleared', 'Restored'));
  });

  test('the question names the days a clear is kept', () => {
    expect(clearTexts.kept).toContain(`kept for ${CLEARED_HAND_INS_KEPT_DAYS} days`);
  });
});

describe("Clear Grade and Comment's question names the grade and the comment", () => {
  test.each([
    [{ result: 'B+', comments: 'Good work.' }, ['the grade “B+”', 'the comment “Good work.”']],
    [{ result: ' 7 ', comments: null }, ['the grade “7”', 'no comment']],
    [{ result: null, comments: 'See me\nafter class' }, ['no grade', 'the comment “See me after class”']],
    [{ result: '', comments: '   ' }, ['no grade', 'no comment']],
  ])('%j', (mark, lines) => {
    expect(clearMarkTexts.lines(mark)).toEqual(lines);
  });

  test('a long comment by its opening, cut at a word-friendly length with an ellipsis', () => {
    const long = 'A thoughtful reading of the poem, but the second half needs quotations to support each point.';
    expect(excerptOf(long)).toBe('A thoughtful reading of the poem, but the second half needs…');
    expect(excerptOf(long)).toHaveLength(MARK_EXCERPT_LENGTH);
    expect(excerptOf('short')).toBe('short');
  });

  test('it names the days a clear is kept', () => {
    expect(clearMarkTexts.kept).toContain(`kept for ${CLEARED_HAND_INS_KEPT_DAYS} days`);
  });
});

test.each([
  [['h-1', 'Essay & notes'], '/homework/teacherview/h-1?homeworktitle=Essay%20%26%20notes'],
  [['h 2', 'Macbeth', 's/9'], '/homework/teacherview/h%202/s%2F9?homeworktitle=Macbeth'],
] as [Parameters<typeof markingAddress>, string][])('the marking view of %p is at %s, titled with its homework', (args, address) => {
  expect(markingAddress(...args)).toBe(address);
});
