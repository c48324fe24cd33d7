import { homeworkETag, ifMatchAccepts } from './homework';

test('the ETag of a version is its number quoted', () => {
  expect(homeworkETag(7)).toBe('"7"');
});

test.each([
  ['"3"', 3, true],
  ['"3"', 4, false],
  ['*', 9, true],
  ['"1", "3"', 3, true],
  ['"1" ,"2"', 3, false],
  ['W/"3"', 3, false],
  ['3', 3, false],
  ['', 3, false],
])('If-Match %j against version %i accepts: %s', (header, version, accepted) => {
  expect(ifMatchAccepts(header, version)).toBe(accepted);
});
