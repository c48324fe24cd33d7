import 'fake-indexeddb/auto';
import { changesOf, countWaitingChanges, discardWaitingChanges, forgetChange, keepChange, refuseChange, restoreChange, type NewChange } from './index';

const change = (userId: string, schoolId: string, about: string, key: string): NewChange<{ grade: string }> => ({
  userId,
  schoolId,
  kind: 'marking',
  about,
  idempotencyKey: key,
  request: { grade: key },
  madeAt: '2026-12-06T10:00:00.000Z',
});

afterEach(async () => {
  for (const userId of ['teacher-1', 'teacher-2']) await discardWaitingChanges(userId);
});

test('keeps changes in IndexedDB in the order they were made, per user, school and subject', async () => {
  await keepChange(change('teacher-1', 'school-a', 'hw-1', 'first'));
  await keepChange(change('teacher-2', 'school-a', 'hw-1', 'someone else'));
  await keepChange(change('teacher-1', 'school-b', 'hw-1', 'other school'));
  await keepChange(change('teacher-1', 'school-a', 'hw-2', 'other homework'));
  await keepChange(change('teacher-1', 'school-a', 'hw-1', 'second'));

  const mine = await changesOf<{ grade: string }>({ userId: 'teacher-1', schoolId: 'school-a' }, 'marking', 'hw-1');
  expect(mine.map((kept) => kept.request.grade)).toEqual(['first', 'second']);
  expect(mine[0]!.seq).toBeLessThan(mine[1]!.seq);
  // Kept in the browser's database, not only this module: a fresh read sees them.
  const { openDB } = await import('idb');
  const database = await openDB('homework-waiting-changes');
  expect(await database.count('changes')).toBe(5);
  database.close();
});

test('Sign Out counts and discards one user\'s changes in every school, and no other user\'s', async () => {
  await keepChange(change('teacher-1', 'school-a', 'hw-1', 'a'));
  await keepChange(change('teacher-1', 'school-b', 'hw-9', 'b'));
  await keepChange(change('teacher-2', 'school-a', 'hw-1', 'c'));
  expect(await countWaitingChanges('teacher-1')).toBe(2);
  expect(await discardWaitingChanges('teacher-1')).toBe(2);
  expect(await countWaitingChanges('teacher-1')).toBe(0);
  expect(await countWaitingChanges('teacher-2')).toBe(1);
});

test('a refused change keeps its reason until it is discarded, and a discard can be put back', async () => {
  const kept = await keepChange(change('teacher-1', 'school-a', 'hw-1', 'a'));
  await refuseChange(kept, 'The grade must be 20 characters or fewer.');
  const [refused] = await changesOf({ userId: 'teacher-1', schoolId: 'school-a' }, 'marking', 'hw-1');
  expect(refused!.refused).toBe('The grade must be 20 characters or fewer.');

  await forgetChange(kept.seq);
  expect(await changesOf({ userId: 'teacher-1', schoolId: 'school-a' }, 'marking', 'hw-1')).toEqual([]);
  await restoreChange(refused!);
  expect(await changesOf({ userId: 'teacher-1', schoolId: 'school-a' }, 'marking', 'hw-1')).toEqual([refused]);
});
