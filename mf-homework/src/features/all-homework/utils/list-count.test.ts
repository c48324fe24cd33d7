import { listCountText } from './list-count';

test.each([
  [{ setByOption: 'mine', setBy: 'me' }, '8 homework'],
  [{ setByOption: 'others', setBy: 'teacher-2' }, '8 homework'],
  [{ setByOption: 'others', setBy: null }, '8 homework set by other teachers'],
] as const)('%p: %s', (filters, text) => {
  expect(listCountText(8, filters)).toBe(text);
});
