// The mark schemes' rules as tables: a scheme's problems (bands' edges, overlaps and gaps, a level
// without points), the grade from the levels (total of maximum, bands, missing levels), the comment
// from the descriptors, what follows the levels and what stays the teacher's, and the number keys.
import { markSchemeRefusals as refused } from './texts';
import {
  canChangeScheme,
  commentOf,
  gradeOf,
  levelForKey,
  levelsProblem,
  markAfterLevels,
  markSchemeProblem,
  maxPointsOf,
  type MarkSchemeContent,
} from './rules';

const id = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const level = (n: number, descriptor: string, points: number | null) => ({ Id: id(n), Descriptor: descriptor, Points: points });

// Two criteria: 0–10 and 0–10, 20 at most.
const essay: MarkSchemeContent = {
  Name: 'Essay',
  Criteria: [
    { Id: id(1), Title: 'Argument', Levels: [level(11, 'No clear argument', 0), level(12, 'A clear argument', 5), level(13, 'A compelling argument', 10)] },
    { Id: id(2), Title: 'Evidence', Levels: [level(21, 'Little evidence', 2), level(22, 'Well chosen evidence', 4), level(23, 'Evidence weighed', 10)] },
  ],
  Bands: [],
};
const banded: MarkSchemeContent = {
  ...essay,
  Bands: [
    { From: 10, To: 20, Label: 'Secure' },
    { From: 0, To: 9, Label: 'Working towards' },
  ],
};

describe('markSchemeProblem', () => {
  const withBands = (Bands: MarkSchemeContent['Bands']) => ({ ...essay, Bands });
  const withLevel = (points: number | null, descriptor = 'Something') => ({
    ...essay,
    Criteria: [{ ...essay.Criteria[0], Levels: [level(11, descriptor, points)] }, essay.Criteria[1]],
  });
  test.each<[string, MarkSchemeContent, string | null]>([
    ['a good scheme', essay, null],
    ['a good scheme with bands in any order', banded, null],
    ['one band for every total', withBands([{ From: 0, To: 20, Label: 'All' }]), null],
    ['no name', { ...essay, Name: '  ' }, refused.nameNeeded],
    ['no criteria', { ...essay, Criteria: [] }, refused.criterionNeeded],
    ['a criterion without a title', { ...essay, Criteria: [{ ...essay.Criteria[0], Title: '' }] }, refused.criterionTitleNeeded(1)],
    ['a criterion without levels', { ...essay, Criteria: [{ ...essay.Criteria[0], Levels: [] }] }, refused.levelNeeded('Argument')],
    ['a level without points', withLevel(null), refused.pointsNeeded('Argument', 1)],
    ['a level of negative points', withLevel(-1), refused.pointsNeeded('Argument', 1)],
    ['a level of half a point', withLevel(1.5), refused.pointsNeeded('Argument', 1)],
    ['a level over the most points', withLevel(101), refused.pointsNeeded('Argument', 1)],
    ['a level without a descriptor', withLevel(3, ' '), refused.descriptorNeeded('Argument', 1)],
    ['an id used twice', { ...essay, Criteria: [essay.Criteria[0], { ...essay.Criteria[1], Id: id(1) }] }, refused.idTwice],
    ['a band without a label', withBands([{ From: 0, To: 20, Label: '' }]), refused.bandLabelNeeded],
    ['a band without an end', withBands([{ From: 0, To: null, Label: 'All' }]), refused.bandEdgesNeeded('All')],
    ['a band backwards', withBands([{ From: 5, To: 4, Label: 'Odd' }]), refused.bandBackwards('Odd')],
    ['a band beyond the maximum', withBands([{ From: 0, To: 21, Label: 'All' }]), refused.bandBeyondMax('All', 20)],
    ['bands overlapping by one', withBands([{ From: 0, To: 10, Label: 'Low' }, { From: 10, To: 20, Label: 'High' }]), refused.bandsOverlap('Low', 'High')],
    ['a gap between bands', withBands([{ From: 0, To: 8, Label: 'Low' }, { From: 10, To: 20, Label: 'High' }]), refused.bandGap(9, 9)],
    ['bands not from 0', withBands([{ From: 1, To: 20, Label: 'High' }]), refused.bandGap(0, 0)],
    ['bands short of the maximum', withBands([{ From: 0, To: 15, Label: 'Low' }]), refused.bandGap(16, 20)],
  ])('%s', (_, scheme, problem) => {
    expect(markSchemeProblem(scheme)).toBe(problem);
  });
});

describe('gradeOf: the total of the maximum, or the band', () => {
  const choice = (argument?: number, evidence?: number) => ({
    ...(argument ? { [id(1)]: id(argument) } : {}),
    ...(evidence ? { [id(2)]: id(evidence) } : {}),
  });
  test('the maximum is the highest level of each criterion', () => expect(maxPointsOf(essay)).toBe(20));
  test.each<[string, MarkSchemeContent, Record<string, string>, string | null]>([
    ['every criterion at its lowest', essay, choice(11, 21), '2/20'],
    ['a mixed marking', essay, choice(13, 22), '14/20'],
    ['every criterion at its highest', essay, choice(13, 23), '20/20'],
    ['a level missing', essay, choice(13), null],
    ['no level chosen', essay, choice(), null],
    ['a level the scheme does not have', essay, { [id(1)]: id(99), [id(2)]: id(21) }, null],
    ['the lowest band, at 0 + 2', banded, choice(11, 21), 'Working towards'],
    ["the lowest band's top edge, 5 + 4 = 9", banded, choice(12, 22), 'Working towards'],
    ["the next band's bottom edge, 0 + 10 = 10", banded, choice(11, 23), 'Secure'],
    ['the top band at the maximum', banded, choice(13, 23), 'Secure'],
    ['bands, a level missing', banded, choice(undefined, 23), null],
  ])('%s', (_, scheme, chosen, grade) => {
    expect(gradeOf(scheme, chosen)).toBe(grade);
  });
});

describe('commentOf: the descriptors chosen, in the scheme’s order', () => {
  test.each<[string, Record<string, string>, string]>([
    ['both', { [id(2)]: id(22), [id(1)]: id(13) }, 'Argument: A compelling argument\nEvidence: Well chosen evidence'],
    ['one', { [id(2)]: id(21) }, 'Evidence: Little evidence'],
    ['none', {}, ''],
  ])('%s', (_, chosen, comment) => {
    expect(commentOf(essay, chosen)).toBe(comment);
  });
});

describe('markAfterLevels: the levels never overwrite what the teacher typed', () => {
  const made = { result: '10/20', comments: 'Argument: A clear argument' };
  const next = { result: '14/20', comments: 'Argument: A compelling argument' };
  test.each<[string, { result: string; comments: string }, { result: string; comments: string }]>([
    ['empty fields follow the levels', { result: '', comments: '' }, next],
    ['fields still as the levels made them follow', made, next],
    ['a grade the teacher typed stays', { result: 'A*', comments: made.comments }, { result: 'A*', comments: next.comments }],
    ['a comment the teacher edited stays', { result: made.result, comments: `${made.comments} Well done.` }, { result: next.result, comments: `${made.comments} Well done.` }],
  ])('%s', (_, current, after) => {
    expect(markAfterLevels(current, made, next)).toEqual(after);
  });
  test('an incomplete marking empties a grade the levels made, and leaves a typed one', () => {
    expect(markAfterLevels(made, made, { result: null, comments: '' })).toEqual({ result: '', comments: '' });
    expect(markAfterLevels({ result: 'B', comments: 'Mine' }, made, { result: null, comments: '' })).toEqual({ result: 'B', comments: 'Mine' });
  });
});

describe('levelForKey', () => {
  test.each<[string, number, number | null]>([
    ['1', 3, 0],
    ['3', 3, 2],
    ['4', 3, null],
    ['9', 10, 8],
    ['0', 10, 9],
    ['0', 9, null],
    ['a', 3, null],
    ['Enter', 3, null],
    ['12', 20, null],
  ])('key %s of %i levels', (key, count, index) => {
    expect(levelForKey(key, count)).toBe(index);
  });
});

describe('levelsProblem: levels are those of the homework’s copy', () => {
  test.each<[string, { CriterionId: string; LevelId: string }[], string | null]>([
    ['levels of the scheme', [{ CriterionId: id(1), LevelId: id(12) }], null],
    ['none', [], null],
    ["another criterion's level", [{ CriterionId: id(1), LevelId: id(21) }], refused.levelNotInScheme],
    ['a criterion the scheme has not', [{ CriterionId: id(9), LevelId: id(12) }], refused.levelNotInScheme],
    ['two levels of one criterion', [{ CriterionId: id(1), LevelId: id(12) }, { CriterionId: id(1), LevelId: id(13) }], refused.criterionTwice('Argument')],
  ])('%s', (_, levels, problem) => {
    expect(levelsProblem(essay, levels)).toBe(problem);
  });
});

describe('canChangeScheme', () => {
  const me = 'a0000000-0000-4000-8000-000000000001';
  const other = 'a0000000-0000-4000-8000-000000000002';
  test.each<[string, boolean, 'own' | 'school', string | null, boolean]>([
    ['my own', false, 'own', me, true],
    ["a colleague's", false, 'own', other, false],
    ["a colleague's, as a school admin", true, 'own', other, false],
    ["the school's, as a teacher", false, 'school', null, false],
    ["the school's, as a school admin", true, 'school', null, true],
  ])('%s', (_, isSchoolAdmin, owner, ownerId, can) => {
    expect(canChangeScheme({ userId: me, isSchoolAdmin }, { owner, ownerId })).toBe(can);
  });
});
