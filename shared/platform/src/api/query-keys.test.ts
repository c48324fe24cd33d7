import { USER_ORGANISATION_CLAIM } from '@homework/contracts';
import { useAuthStore } from '../auth';
import { queryKeys } from './query-keys';

beforeEach(() => {
  const claims = btoa(JSON.stringify({ sub: 'teacher-1', [USER_ORGANISATION_CLAIM]: 'teacher-1|school-a' }));
  useAuthStore.setState({
    status: 'authenticated',
    user: { accessToken: `h.${claims}.s`, idToken: 'id', expiresAt: 4_102_444_800, profile: { sub: 'teacher-1' } },
  });
});

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

test.each([
  ['the record', () => queryKeys.homeworkRecord('hw-1')],
  ['the record to edit', () => queryKeys.homeworkToEdit('hw-1')],
  ['the hand-ins', () => queryKeys.handIns('hw-1')],
  ['a submission', () => queryKeys.submission('hw-1', 's-1')],
  ['a marking history', () => queryKeys.markingHistory('hw-1', 's-1')],
])("a homework's key begins the key of %s, so one invalidation reaches it", (_name, key) => {
  expect(startsWith(key(), queryKeys.homework('hw-1'))).toBe(true);
  expect(startsWith(key(), queryKeys.homework('hw-2'))).toBe(false);
});

test("keys begin with the signed-in user and school; a list is not a homework's part", () => {
  expect(queryKeys.handIns('hw-1')).toEqual(['teacher-1', 'school-a', 'homework', 'hw-1', 'hand-ins']);
  expect(startsWith(queryKeys.homeworkList({ Page: 1 }), queryKeys.homework('list'))).toBe(false);
});
