import { DELETED_HOMEWORK_KEPT_DAYS, deleteTexts, homeworkETag, ifMatchAccepts } from './index';

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

describe("the delete's question says exactly what goes, below the spec's words", () => {
  test.each([
    [{ Students: 28, HandIns: 12, Marks: 5, Files: 3 }, ['the homework, set for 28 students', '12 hand-ins', '5 marks (grades and comments)', '3 files (attachments and submitted files)']],
    [{ Students: 1, HandIns: 1, Marks: 1, Files: 1 }, ['the homework, set for 1 student', '1 hand-in', '1 mark (grade and comment)', '1 file (attachments and submitted files)']],
    [{ Students: 0, HandIns: 0, Marks: 0, Files: 0 }, ['the homework, set for no students', 'no hand-ins', 'no marks (grades and comments)', 'no files (attachments and submitted files)']],
  ])('%j', (counts, lines) => {
    expect(deleteTexts.lines(counts)).toEqual(lines);
  });

  test('it names the days a deleted homework is kept', () => {
    expect(deleteTexts.kept).toContain(`kept for ${DELETED_HOMEWORK_KEPT_DAYS} days`);
  });
});
