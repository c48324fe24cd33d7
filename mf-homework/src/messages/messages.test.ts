// mf-homework's catalogues (decision 0040), each with the part it is loaded with: English is the
// spec's texts exactly; Welsh has every key, every message formats in both, and Welsh counts in its
// six forms.
import { DELETED_HOMEWORK_KEPT_DAYS, HOMEWORK_SORT_ORDER_LABELS, HOMEWORK_STATE_LABELS, MESSAGES, deleteTexts, failedToLoadHomeworkDashboard, notValidValueOfObject } from '@homework/contracts';
import type { Catalogue, Messages } from '@homework/platform/messages';
import cy from './cy';
import en from './en';
import { homeworkMessages } from '.';

const CATALOGUES: [string, Catalogue<Messages>, Messages, Record<string, string>][] = [
  ['All Homework', homeworkMessages as unknown as Catalogue<Messages>, en, cy],
];

beforeAll(() => Promise.all(CATALOGUES.map(([, catalogue]) => catalogue.load('cy'))));

const english = (key: keyof typeof en, values?: Record<string, string | number>) => homeworkMessages.format(key, values, 'en');

test('the spec’s texts are the English catalogue, byte for byte', () => {
  expect(english('list.none')).toBe(MESSAGES.noMatchingRecords);
  expect(english('del.title')).toBe(MESSAGES.deleteConfirmTitle);
  expect(english('del.body')).toBe(MESSAGES.deleteConfirmBody);
  expect(english('list.failed', { reason: 'Timed out.' })).toBe(failedToLoadHomeworkDashboard('Timed out.'));
  expect(english('list.badSort', { value: 'zz' })).toBe(notValidValueOfObject('zz'));
  for (const [state, label] of Object.entries(HOMEWORK_STATE_LABELS)) expect(english(`state.${state}` as keyof typeof en)).toBe(label);
  for (const [order, label] of Object.entries(HOMEWORK_SORT_ORDER_LABELS)) expect(english(`order.${order}` as keyof typeof en)).toBe(label);
  // 01 §2's list, as the spec words it.
  expect((['list.title', 'filter.mine', 'filter.others', 'filter.all', 'card.delete', 'card.edit', 'card.marking', 'card.submissions'] as const).map((key) => english(key))).toEqual([
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
    expect([english('del.homework', { count: counts.Students }), english('del.handIns', { count: counts.HandIns }), english('del.marks', { count: counts.Marks }), english('del.files', { count: counts.Files })]).toEqual(
      deleteTexts.lines(counts),
    );
  }
  expect(english('del.kept')).toBe(deleteTexts.kept);
  expect(english('del.countFailed', { message: 'Gone.' })).toBe(deleteTexts.countFailed('Gone.'));
  expect(english('del.deleted', { title: 'Essay' })).toBe(deleteTexts.deleted('Essay'));
  expect(english('del.restored', { title: 'Essay' })).toBe(deleteTexts.restored('Essay'));
  expect(english('del.restoreFailed', { message: 'No.' })).toBe(deleteTexts.restoreFailed('No.'));
  expect([english('bin.title'), english('bin.intro'), english('bin.none'), english('bin.done'), english('del.undo'), english('del.restore')]).toEqual([
    deleteTexts.recentlyDeleted,
    deleteTexts.recentlyDeletedIntro,
    deleteTexts.noneDeleted,
    deleteTexts.done,
    deleteTexts.undo,
    deleteTexts.restore,
  ]);
  expect(english('bin.intro')).toContain(`${DELETED_HOMEWORK_KEPT_DAYS} days`);
});

describe.each(CATALOGUES)('%s', (_name, catalogue, english, welsh) => {
  test('Welsh has every key English has, and no other', () => {
    expect(Object.keys(welsh).sort()).toEqual(Object.keys(english).sort());
  });

  test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
    expect(Object.entries(welsh).filter(([, message]) => message.includes("'"))).toEqual([]);
  });

  test('every message formats in both languages, and the Welsh differs from the English', () => {
    const values = { count: 2, total: 8, page: 3, reason: 'x', message: 'x', value: 'x', title: 'Essay', subject: 'Maths', when: '01/02/2026', until: '03/03/2026', name: 'Mr Jones', version: '1.2.3' };
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
    expect(homeworkMessages.format('del.handIns', { count }, 'cy')).toBe(handIns);
    expect(homeworkMessages.format('card.students', { count }, 'cy')).toBe(students);
  });
});
