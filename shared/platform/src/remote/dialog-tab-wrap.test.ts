import { wrapTarget } from './dialog-tab-wrap';

const controls = ['Close', 'Restore', 'Done'];

test.each([
  ['Tab from the last control goes to the first', 'Done', false, 'Close'],
  ['Shift+Tab from the first goes to the last', 'Close', true, 'Done'],
  ['Tab inside is the browser’s own', 'Close', false, null],
  ['Shift+Tab inside is the browser’s own', 'Done', true, null],
  ['nothing focused in it: no wrap', null, false, null],
])('%s', (_, active, backwards, expected) => {
  expect(wrapTarget(controls, active, backwards)).toBe(expected);
});

test('one control wraps to itself; none, nowhere', () => {
  expect(wrapTarget(['OK'], 'OK', false)).toBe('OK');
  expect(wrapTarget([], null, false)).toBeNull();
});
