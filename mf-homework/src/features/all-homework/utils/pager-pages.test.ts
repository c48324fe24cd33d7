import { pageCountOf, pagerPages } from './pager-pages';

describe('pagerPages: 2 pages at each edge, 3 around the current', () => {
  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 7, [1, 2, 3, 4, 'ellipsis', 6, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 'ellipsis', 7, 8]],
    [1, 20, [1, 2, 3, 'ellipsis', 19, 20]],
    [2, 20, [1, 2, 3, 'ellipsis', 19, 20]],
    [3, 20, [1, 2, 3, 4, 'ellipsis', 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, 'ellipsis', 19, 20]],
    // a gap of one page is an ellipsis like any other: 2 at each edge, 3 around the current page
    [5, 20, [1, 2, 'ellipsis', 4, 5, 6, 'ellipsis', 19, 20]],
    [6, 10, [1, 2, 'ellipsis', 5, 6, 7, 'ellipsis', 9, 10]],
    [5, 10, [1, 2, 'ellipsis', 4, 5, 6, 'ellipsis', 9, 10]],
    [4, 8, [1, 2, 3, 4, 5, 'ellipsis', 7, 8]],
    [5, 8, [1, 2, 'ellipsis', 4, 5, 6, 7, 8]],
    [4, 9, [1, 2, 3, 4, 5, 'ellipsis', 8, 9]],
    [6, 20, [1, 2, 'ellipsis', 5, 6, 7, 'ellipsis', 19, 20]],
    [10, 20, [1, 2, 'ellipsis', 9, 10, 11, 'ellipsis', 19, 20]],
    [15, 20, [1, 2, 'ellipsis', 14, 15, 16, 'ellipsis', 19, 20]],
    [16, 20, [1, 2, 'ellipsis', 15, 16, 17, 'ellipsis', 19, 20]],
    [17, 20, [1, 2, 'ellipsis', 16, 17, 18, 19, 20]],
    [19, 20, [1, 2, 'ellipsis', 18, 19, 20]],
    [20, 20, [1, 2, 'ellipsis', 18, 19, 20]],
  ])('page %i of %i', (current, count, expected) => {
    expect(pagerPages(current, count)).toEqual(expected);
  });

  test('a current page out of range is held to the first or last page', () => {
    expect(pagerPages(0, 10)).toEqual(pagerPages(1, 10));
    expect(pagerPages(99, 10)).toEqual(pagerPages(10, 10));
  });

  test('page count from the total and the page size of 5', () => {
    expect([0, 1, 5, 6, 10, 11].map((total) => pageCountOf(total, 5))).toEqual([0, 1, 1, 2, 2, 3]);
  });
});
