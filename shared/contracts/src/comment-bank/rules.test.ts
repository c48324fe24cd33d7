// The comment bank's rules as tables: who sees and changes each bank, the subject filter, the order,
// the search, the merge tags and the insert at the cursor.
import { MERGE_TAGS } from '../messaging/rules';
import { commentBankTexts } from './texts';
import {
  bankSearchIndex,
  canChangeBank,
  canSeeBankComment,
  commentToBank,
  fillBankComment,
  insertAtCursor,
  isForSubject,
  rankBankComments,
  searchBank,
  searchableText,
  type BankCaller,
  type BankComment,
  type BankPlace,
} from './rules';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';
const ENGLISH = 'b0000000-0000-4000-8000-000000000001';
const MATHS = 'b0000000-0000-4000-8000-000000000002';

const teacher: BankCaller = { userId: ME, isSchoolAdmin: false, subjectIds: [ENGLISH] };
const admin: BankCaller = { userId: ME, isSchoolAdmin: true, subjectIds: [] };
const own = (ownerId: string, subjectId: string | null = null): BankPlace => ({ bank: 'own', ownerId, subjectId });
const department = (subjectId: string): BankPlace => ({ bank: 'subject', ownerId: null, subjectId });
const school: BankPlace = { bank: 'school', ownerId: null, subjectId: null };

describe('who sees and who changes a bank', () => {
  test.each<[string, BankCaller, BankPlace, boolean, boolean]>([
    // who, caller, where, sees, changes
    ['a teacher, their own bank', teacher, own(ME), true, true],
    ['a teacher, their own bank (id in upper case)', teacher, own(ME.toUpperCase()), true, true],
    ["a teacher, another teacher's bank", teacher, own(OTHER), false, false],
    ["a school admin, another teacher's bank", admin, own(OTHER), false, false],
    ['a teacher, the department of a subject they teach', teacher, department(ENGLISH), true, true],
    ['a teacher, the department of a subject they do not teach', teacher, department(MATHS), false, false],
    ['a school admin, any department', admin, department(MATHS), true, true],
    ["a teacher, the school's bank", teacher, school, true, false],
    ["a school admin, the school's bank", admin, school, true, true],
  ])('%s', (_, caller, place, sees, changes) => {
    expect(canSeeBankComment(caller, place)).toBe(sees);
    expect(canChangeBank(caller, place)).toBe(changes);
  });

  test('a department bank without its subject is no one’s to change', () => {
    expect(canChangeBank(admin, { bank: 'subject', ownerId: null, subjectId: null })).toBe(false);
  });
});

describe("the homework's subject filters the bank", () => {
  test.each<[string, string | null, string | null | undefined, boolean]>([
    ['kept for the subject', ENGLISH, ENGLISH, true],
    ['kept for another subject', MATHS, ENGLISH, false],
    ['kept for no subject', null, ENGLISH, true],
    ['no subject asked: everything', MATHS, undefined, true],
  ])('%s', (_, kept, asked, offered) => expect(isForSubject({ subjectId: kept }, asked)).toBe(offered));
});

const comment = (Text: string, extra: Partial<BankComment> = {}): BankComment => ({
  Id: Text,
  Bank: 'own',
  SubjectId: null,
  Text,
  Uses: 0,
  LastUsedAt: null,
  CanEdit: true,
  Version: 1,
  ...extra,
});

describe('the order: most used first', () => {
  test('uses, then the latest use, then own before shared, then A to Z', () => {
    const ranked = rankBankComments([
      comment('Zebra', { Bank: 'school' }),
      comment('Apple', { Bank: 'school' }),
      comment('Mine', { Bank: 'own' }),
      comment('Used twice', { Uses: 2, LastUsedAt: '2026-01-01T00:00:00.000Z' }),
      comment('Used twice lately', { Uses: 2, LastUsedAt: '2026-02-01T00:00:00.000Z' }),
      comment('Used five times', { Uses: 5, Bank: 'subject' }),
    ]);
    expect(ranked.map((c) => c.Text)).toEqual(['Used five times', 'Used twice lately', 'Used twice', 'Mine', 'Apple', 'Zebra']);
  });
});

describe('the search', () => {
  const index = bankSearchIndex(
    rankBankComments([
      comment('Excellent analysis of the poem.', { Uses: 3 }),
      comment('Encouraging start: add more evidence.', { Uses: 2 }),
      comment('Très bien, {{StudentName}}!', { Uses: 1 }),
      comment('Check your spelling.'),
    ]),
  );
  test.each<[string, string[]]>([
    ['', ['Excellent analysis of the poem.', 'Encouraging start: add more evidence.', 'Très bien, {{StudentName}}!', 'Check your spelling.']],
    ['   ', ['Excellent analysis of the poem.', 'Encouraging start: add more evidence.', 'Très bien, {{StudentName}}!', 'Check your spelling.']],
    ['encour', ['Encouraging start: add more evidence.']],
    ['EVIDENCE more', ['Encouraging start: add more evidence.']],
    ['tres', ['Très bien, {{StudentName}}!']],
    ['studentname', ['Très bien, {{StudentName}}!']],
    ['e', ['Excellent analysis of the poem.', 'Encouraging start: add more evidence.']],
    ['nalysis', []],
    ['poem spelling', []],
  ])('%j finds %j, in the bank’s order', (search, found) => expect(searchBank(index, search).map((c) => c.Text)).toEqual(found));

  test('punctuation and accents are spaces and letters', () => expect(searchableText('  Café, très—bien! ')).toBe('cafe tres bien'));
});

describe('merge tags: messaging’s names, replaced on insert', () => {
  const source = { studentForename: 'Zoe', schoolName: 'Oakwood Academy', teacherName: 'Mrs S. Thompson' };
  test('the bank knows every tag messaging knows', () => {
    const text = MERGE_TAGS.map((t) => t.tag).join(' | ');
    expect(fillBankComment(text, source)).toBe('Zoe | Zoe | Oakwood Academy | Mrs S. Thompson');
  });
  test.each<[string, string]>([
    ['Well done, {{StudentName}}.', 'Well done, Zoe.'],
    ['Well done, {{ studentname }}.', 'Well done, Zoe.'],
    ['{{Unknown}} stays', '{{Unknown}} stays'],
    ['No tags.', 'No tags.'],
  ])('%j becomes %j', (text, filled) => expect(fillBankComment(text, source)).toBe(filled));
});

describe('insert at the cursor', () => {
  test.each<[string, string, { start: number; end: number }, string, { value: string; cursor: number }]>([
    ['into an empty comment', '', { start: 0, end: 0 }, 'Good work.', { value: 'Good work.', cursor: 10 }],
    ['at the end, after a space', 'Grade B. ', { start: 9, end: 9 }, 'Good work.', { value: 'Grade B. Good work.', cursor: 19 }],
    ['at the end, after a word: a space between', 'Grade B.', { start: 8, end: 8 }, 'Good work.', { value: 'Grade B. Good work.', cursor: 19 }],
    ['in the middle: spaces both sides', 'AB', { start: 1, end: 1 }, 'x', { value: 'A x B', cursor: 3 }],
    ['over a selection', 'Say HERE now', { start: 4, end: 8 }, 'hello', { value: 'Say hello now', cursor: 9 }],
    ['a cursor past the end is the end', 'Hi', { start: 99, end: 99 }, 'there', { value: 'Hi there', cursor: 8 }],
    ['the insert is trimmed', '', { start: 0, end: 0 }, '  Neat.  ', { value: 'Neat.', cursor: 5 }],
  ])('%s', (_, value, selection, insert, expected) => expect(insertAtCursor(value, selection, insert)).toEqual(expected));
});

describe('what the bank says it found', () => {
  test.each<[number, number, string]>([
    [1, 1, '1 comment'],
    [12, 12, '12 comments'],
    [260, 50, '260 comments: the first 50 are listed, type more to narrow them'],
  ])('%i found, %i listed: %j', (count, shown, said) => expect(commentBankTexts.found(count, shown)).toBe(said));
});

describe('Add to my bank', () => {
  test.each<[string, string | null]>([
    ['  Good work.  ', 'Good work.'],
    ['   ', null],
    ['', null],
  ])('%j is kept as %j', (written, kept) => expect(commentToBank(written)).toBe(kept));
});
