import { ordinarySpaces } from './ordinary-spaces';

test.each([
  ['one space between words', '<p>Read&nbsp;chapter&nbsp;3</p>', '<p>Read chapter 3</p>'],
  ['a trailing space', '<p>Done&nbsp;</p>', '<p>Done </p>'],
  ['two spaces keep their width', '<p>a&nbsp;&nbsp;b</p>', '<p>a &nbsp;b</p>'],
  ['three spaces', '<p>a&nbsp;&nbsp;&nbsp;b</p>', '<p>a &nbsp; b</p>'],
  ['a no-break character', '<p>a\u00a0b</p>', '<p>a b</p>'],
  ['attributes untouched', '<p><a href="https://x.example/" rel="noopener">see&nbsp;this</a></p>', '<p><a href="https://x.example/" rel="noopener">see this</a></p>'],
  ['no spaces', '<p>Homework</p>', '<p>Homework</p>'],
  ['an ordinary space beside a no-break one', '<p>a &nbsp;b</p>', '<p>a &nbsp;b</p>'],
])('%s', (_name, html, expected) => {
  expect(ordinarySpaces(html)).toBe(expected);
});
