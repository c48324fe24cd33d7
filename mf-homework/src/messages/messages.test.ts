// mf-homework's catalogues (decision 0040), each with the part it is loaded with: English is the
// spec's texts exactly; Welsh has every key, every message formats in both, and Welsh counts in its
// six forms.
import {
  DELETED_HOMEWORK_KEPT_DAYS,
  HOMEWORK_SORT_ORDER_LABELS,
  HOMEWORK_STATE_LABELS,
  MESSAGES,
  VALIDATION_MESSAGES,
  deleteTexts,
  failedToLoadHomework,
  failedToLoadHomeworkDashboard,
  failedToLoadSubjectOrTeachers,
  formDraftTexts,
  notValidValueOfObject,
  saveFailed,
  type HeldMarks,
} from '@homework/contracts';
import { heldMarksTexts } from '@homework/contracts/held-marks';
import { markSchemeTexts, schemeProblemMessage, schemeProblemText, type SchemeProblem } from '@homework/contracts/mark-schemes';
import type { Catalogue, Messages } from '@homework/platform/messages';
import formCy from '../features/homework-form/messages/cy';
import formEn from '../features/homework-form/messages/en';
import { checkText, formMessages, type FormText } from '../features/homework-form/messages';
import editorCy from '../features/mark-scheme/editor/messages/cy';
import editorEn from '../features/mark-scheme/editor/messages/en';
import { editorMessages } from '../features/mark-scheme/editor/messages';
import schemeCy from '../features/mark-scheme/messages/cy';
import schemeEn from '../features/mark-scheme/messages/en';
import { schemeFieldMessages } from '../features/mark-scheme/messages';
import cy from './cy';
import en from './en';
import { homeworkMessages } from '.';

const CATALOGUES: [string, Catalogue<Messages>, Messages, Record<string, string>][] = [
  ['All Homework', homeworkMessages as unknown as Catalogue<Messages>, en, cy],
  ['Create and Edit', formMessages as unknown as Catalogue<Messages>, formEn as Messages, formCy],
  ['the mark scheme field', schemeFieldMessages as unknown as Catalogue<Messages>, schemeEn as Messages, schemeCy],
  ['the mark schemes editor', editorMessages as unknown as Catalogue<Messages>, editorEn as Messages, editorCy],
];

beforeAll(() => Promise.all(CATALOGUES.map(([, catalogue]) => catalogue.load('cy'))));

const english = (key: keyof typeof en, values?: Record<string, string | number>) => homeworkMessages.format(key, values, 'en');

test('the spec’s texts are the English catalogue, byte for byte', () => {
  expect(english('l.none')).toBe(MESSAGES.noMatchingRecords);
  expect(english('d.title')).toBe(MESSAGES.deleteConfirmTitle);
  expect(english('d.body')).toBe(MESSAGES.deleteConfirmBody);
  expect(english('l.failed', { reason: 'Timed out.' })).toBe(failedToLoadHomeworkDashboard('Timed out.'));
  expect(english('l.badSort', { value: 'zz' })).toBe(notValidValueOfObject('zz'));
  for (const [state, label] of Object.entries(HOMEWORK_STATE_LABELS)) expect(english(`s.${state}` as keyof typeof en)).toBe(label);
  for (const [order, label] of Object.entries(HOMEWORK_SORT_ORDER_LABELS)) expect(english(`o.${order}` as keyof typeof en)).toBe(label);
  // 01 §2's list, as the spec words it.
  expect((['l.title', 'f.mine', 'f.others', 'f.all', 'c.delete', 'c.edit', 'c.marking', 'c.submissions'] as const).map((key) => english(key))).toEqual([
    'All Homework',
    'My Homework',
    'Other Teachers Homework',
    'All',
    'Delete',
    'Edit',
    'Marking',
    'Submissions',
  ]);
});

test('a delete’s words are the contracts’ as they were', () => {
  for (const counts of [
    { Students: 0, HandIns: 1, Marks: 2, Files: 0 },
    { Students: 1, HandIns: 0, Marks: 1, Files: 5 },
  ]) {
    expect([english('d.homework', { count: counts.Students }), english('d.handIns', { count: counts.HandIns }), english('d.marks', { count: counts.Marks }), english('d.files', { count: counts.Files })]).toEqual(
      deleteTexts.lines(counts),
    );
  }
  expect(english('d.kept')).toBe(deleteTexts.kept);
  expect(english('d.countFailed', { message: 'Gone.' })).toBe(deleteTexts.countFailed('Gone.'));
  expect(english('d.deleted', { title: 'Essay' })).toBe(deleteTexts.deleted('Essay'));
  expect(english('d.restored', { title: 'Essay' })).toBe(deleteTexts.restored('Essay'));
  expect(english('d.restoreFailed', { message: 'No.' })).toBe(deleteTexts.restoreFailed('No.'));
  expect([english('b.title'), english('b.intro'), english('b.none'), english('b.done'), english('d.undo'), english('d.restore')]).toEqual([
    deleteTexts.recentlyDeleted,
    deleteTexts.recentlyDeletedIntro,
    deleteTexts.noneDeleted,
    deleteTexts.done,
    deleteTexts.undo,
    deleteTexts.restore,
  ]);
  expect(english('b.intro')).toContain(`${DELETED_HOMEWORK_KEPT_DAYS} days`);
});

test('the form’s words are the contracts’ as they were', () => {
  const form = (key: keyof typeof formEn, values?: Record<string, string | number>) => formMessages.format(key, values, 'en');
  expect(form('form.saveFailed', { message: 'No.' })).toBe(saveFailed('No.'));
  expect(form('form.loadFailed', { message: 'No.' })).toBe(failedToLoadHomework('No.'));
  expect(form('form.lookupFailed', { message: 'No.' })).toBe(failedToLoadSubjectOrTeachers('No.'));
  expect(form('draft.offered', { when: '01/02/2026 at 10:00' })).toBe(formDraftTexts.offered('01/02/2026 at 10:00'));
  expect(form('gone.bodyBy', { name: 'Mr Jones', when: 'then' })).toBe(deleteTexts.gone('Mr Jones', 'then'));
  expect(form('gone.body', { when: 'then' })).toBe(deleteTexts.gone(null, 'then'));
  expect([form('gone.title'), form('gone.open')]).toEqual([deleteTexts.goneTitle, deleteTexts.openRecentlyDeleted]);
  // Every check the form writes is said through the catalogue, in English as the contracts word it.
  const t: FormText = (key, values) => formMessages.format(key, values, 'en');
  for (const message of Object.values(VALIDATION_MESSAGES)) expect(checkText(t, message)).toBe(message);
  expect(checkText((key) => formMessages.format(key, undefined, 'cy'), VALIDATION_MESSAGES.titleRequired)).toBe('Mae angen teitl.');
  expect(checkText(t, 'The server’s own words.')).toBe('The server’s own words.');
});

test.each<HeldMarks>([
  { Students: 1, Mailed: 1, NoAddress: 0, MailOn: true },
  { Students: 3, Mailed: 2, NoAddress: 1, MailOn: true },
  { Students: 2, Mailed: 0, NoAddress: 2, MailOn: true },
  { Students: 4, Mailed: 0, NoAddress: 0, MailOn: false },
] as HeldMarks[])('Edit’s held marks, %p, in the contracts’ words', (held) => {
  const missed = formMessages.format('held.missed', { count: held.NoAddress }, 'en');
  const mail = !held.MailOn
    ? formMessages.format('held.mailOff', undefined, 'en')
    : held.Mailed === 0
      ? formMessages.format('held.noneMailed', { missed }, 'en')
      : `${formMessages.format('held.mailed', { count: held.Mailed }, 'en')}${held.NoAddress === 0 ? '' : ` ${missed}`}`;
  expect(formMessages.format('held.turnOff', { count: held.Students, mail }, 'en')).toBe(heldMarksTexts.turnOff(held));
});

test('the mark schemes’ words are the contracts’ as they were', () => {
  const field = (key: keyof typeof schemeEn, values?: Record<string, string | number>) => schemeFieldMessages.format(key, values, 'en');
  const editor = (key: keyof typeof editorEn, values?: Record<string, string | number>) => editorMessages.format(key, values, 'en');
  const texts = markSchemeTexts;
  expect(field('scheme.copy', { name: 'Essay rubric' })).toBe(texts.copyOnHomework('Essay rubric'));
  expect(field('scheme.loadFailed', { message: 'No.' })).toBe(texts.loadFailed('No.'));
  expect(field('scheme.notChosen', { message: 'No.' })).toBe(texts.notChosenOnCreate('No.'));
  expect(field('scheme.changeFailed', { message: 'No.' })).toBe(texts.changeFailed('No.'));
  for (const [marks, withLevels] of [
    [1, 0],
    [3, 1],
    [2, 2],
  ])
    expect([field('scheme.marks', { count: marks }), withLevels === 0 ? field('scheme.noLevels') : field('scheme.levels', { count: withLevels })]).toEqual(
      texts.changeQuestion.lines({ marks, withLevels }),
    );
  expect([editor('ed.criterion', { n: 2 }), editor('ed.level', { n: 3 }), editor('ed.band', { n: 1 })]).toEqual([texts.criterion(2), texts.level(3), texts.band(1)]);
  expect([editor('ed.removeCriterion', { n: 2 }), editor('ed.removeLevel', { criterion: 2, level: 3 }), editor('ed.removeBand', { n: 1 })]).toEqual([
    texts.removeCriterion(2),
    texts.removeLevel(2, 3),
    texts.removeBand(1),
  ]);
  expect([editor('ed.maximum', { max: 1 }), editor('ed.maximum', { max: 12 })]).toEqual([texts.maximum(1), texts.maximum(12)]);
  expect([editor('ed.editScheme', { name: 'R' }), editor('ed.saved', { name: 'R' }), editor('ed.edited', { name: 'R' }), editor('ed.deleted', { name: 'R' })]).toEqual([
    texts.editScheme('R'),
    texts.saved('R'),
    texts.edited('R'),
    texts.deleted('R'),
  ]);
  expect([editor('ed.saveFailed', { message: 'No.' }), editor('ed.changeFailed', { message: 'No.' })]).toEqual([texts.saveFailed('No.'), texts.changeFailedScheme('No.')]);
  expect([editor('ed.replaces', { name: 'R' }), editor('ed.copiesKept')]).toEqual(texts.editQuestion.lines('R'));
  expect([editor('ed.deletes', { name: 'R' }), editor('ed.copiesKept')]).toEqual(texts.deleteQuestion.lines('R'));
  expect(editor('ed.deleteKept')).toBe(texts.deleteQuestion.kept);
});

test.each<SchemeProblem>([
  { problem: 'nameNeeded' },
  { problem: 'criterionNeeded' },
  { problem: 'idTwice' },
  { problem: 'bandLabelNeeded' },
  { problem: 'criterionTitleNeeded', n: 2 },
  { problem: 'levelNeeded', criterion: 'Spelling' },
  { problem: 'descriptorNeeded', criterion: 'Spelling', level: 3 },
  { problem: 'pointsNeeded', criterion: 'Spelling', level: 1 },
  { problem: 'bandEdgesNeeded', label: 'Merit' },
  { problem: 'bandBackwards', label: 'Merit' },
  { problem: 'bandBeyondMax', label: 'Merit', max: 12 },
  { problem: 'bandsOverlap', first: 'Pass', second: 'Merit' },
  { problem: 'bandGap', from: 4, to: 4 },
  { problem: 'bandGap', from: 4, to: 6 },
])('a scheme’s problem %j reads as the server refuses it, and in Welsh', (found) => {
  const { key, values } = schemeProblemMessage(found);
  expect(editorMessages.format(`problem.${key}`, values, 'en')).toBe(schemeProblemText(found));
  const welsh = editorMessages.format(`problem.${key}`, values, 'cy');
  for (const value of Object.values(values)) expect(welsh).toContain(String(value));
  expect(welsh).not.toBe(schemeProblemText(found));
});

describe.each(CATALOGUES)('%s', (_name, catalogue, english, welsh) => {
  test('Welsh has every key English has, and no other', () => {
    expect(Object.keys(welsh).sort()).toEqual(Object.keys(english).sort());
  });

  test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
    expect(Object.entries(welsh).filter(([, message]) => message.includes("'"))).toEqual([]);
  });

  test('every message formats in both languages, and the Welsh differs from the English', () => {
    const values = { count: 2, total: 8, page: 3, reason: 'x', message: 'x', value: 'x', title: 'Essay', subject: 'Maths', when: '01/02/2026', until: '03/03/2026', name: 'Mr Jones', version: '1.2.3', file: 'a.pdf', mail: 'x', missed: 'x', n: 2, level: 3, criterion: 1, max: 12, label: 'Merit', first: 'Pass', second: 'Merit', from: 4, to: 6 };
    for (const key of Object.keys(english)) {
      expect(catalogue.format(key, values, 'en')).not.toBe('');
      expect(catalogue.format(key, values, 'cy')).not.toBe(catalogue.format(key, values, 'en'));
    }
  });
});

describe('counts in Welsh’s six forms', () => {
  test.each([
    [0, 'dim cyflwyniadau', '0 disgybl'],
    [1, '1 cyflwyniad', '1 disgybl'],
    [2, '2 gyflwyniad', '2 ddisgybl'],
    [3, '3 cyflwyniad', '3 disgybl'],
    [6, '6 cyflwyniad', '6 disgybl'],
    [7, '7 o gyflwyniadau', '7 o ddisgyblion'],
  ])('%i', (count, handIns, students) => {
    expect(homeworkMessages.format('d.handIns', { count }, 'cy')).toBe(handIns);
    expect(homeworkMessages.format('c.students', { count }, 'cy')).toBe(students);
  });
});
