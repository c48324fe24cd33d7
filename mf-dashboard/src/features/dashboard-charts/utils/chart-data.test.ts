import type { DashboardHandedInStatusRow } from '@homework/contracts';
import {
  BAR_LABEL_LENGTH,
  SLICE_COLOURS,
  barLabel,
  clickedName,
  figureAfterKey,
  figureLink,
  handInStatusText,
  handedInStatusCsv,
  sliceColours,
  stackedPoints,
  totalText,
  totalsCsv,
} from './chart-data';

const status: DashboardHandedInStatusRow[] = [{ Name: 'Smith, "Jo"', Count: 10, HandedInOnTime: 4, HandedInLate: 3, Overdue: 2, Due: 1 }];

test('the totals CSV is the chart rows, named by the dimension', () => {
  expect(totalsCsv('Subject', [{ Name: 'Français', Count: 3 }, { Name: 'Maths, Further', Count: 12 }])).toBe(
    '\uFEFFSubject,Homework\r\nFrançais,3\r\n"Maths, Further",12\r\n',
  );
});

test('the hand-in CSV has every figure in the chart order', () => {
  expect(handedInStatusCsv('Teachers', status)).toBe(
    '\uFEFFTeachers,Total,Handed In,Handed In Late,Not Handed In,Due\r\n"Smith, ""Jo""",10,4,3,2,1\r\n',
  );
});

test('the stacked bar has one point per value and status, with the same numbers', () => {
  expect(stackedPoints(status)).toEqual([
    { name: 'Smith, "Jo"', status: 'Handed In', count: 4 },
    { name: 'Smith, "Jo"', status: 'Handed In Late', count: 3 },
    { name: 'Smith, "Jo"', status: 'Not Handed In', count: 2 },
    { name: 'Smith, "Jo"', status: 'Due', count: 1 },
  ]);
});

test.each([
  ['teacher', { TeacherId: 't-1' }, '#/homework/all-homework/sortBy/DueDate/setBy/t-1?state=all'],
  ['teacher', {}, null],
  ['subject', { TeacherId: 't-1' }, null],
  ['subjectByYear', {}, null],
  ['year', {}, null],
  ['regGroup', {}, null],
  ['house', {}, null],
  ['gender', {}, null],
] as const)('a figure by %s with %j links to %s', (dimension, row, link) => {
  expect(figureLink(dimension, row)).toBe(link);
});

test.each([
  [{ data: { data: { Name: 'Mr J. Smith', Count: 3 } } }, 'Mr J. Smith'],
  [{ data: { data: { name: 'Mr J. Smith', status: 'Due', count: 1 } } }, 'Mr J. Smith'],
  [{ data: {} }, null],
  [null, null],
  [{ data: { data: { Name: 7 } } }, null],
])('a chart click %j is on %s', (event, name) => {
  expect(clickedName(event)).toBe(name);
});

describe('barLabel: a name under a bar', () => {
  test.each([
    ['Maths', 'Maths'],
    ['Religious Edu', 'Religious Edu'],
    ['Physical Educa', 'Physical Educa'],
    ['Physical Education', 'Physical Educ…'],
    ['Personal, Social and Health Education', 'Personal, Soc…'],
    ['Design and Technology', 'Design and Te…'],
    ['Mr J. Smith-Hargreaves', 'Mr J. Smith-H…'],
  ])('%s → %s', (name, label) => {
    expect(barLabel(name)).toBe(label);
    expect(barLabel(name).length).toBeLessThanOrEqual(BAR_LABEL_LENGTH);
  });
});

test('a slice colour a row: twenty distinct, then round again', () => {
  expect(new Set(SLICE_COLOURS).size).toBe(20);
  const colours = sliceColours(Array.from({ length: 22 }));
  expect(colours.slice(0, 20)).toEqual([...SLICE_COLOURS]);
  expect(colours.slice(20)).toEqual([SLICE_COLOURS[0], SLICE_COLOURS[1]]);
});

test("the keyboard's tooltip reads a figure with its whole name", () => {
  expect(totalText({ Name: 'Personal, Social and Health Education', Count: 12 })).toBe('Personal, Social and Health Education: 12 homework');
  expect(handInStatusText({ ...status[0], Name: 'Design and Technology' })).toBe('Design and Technology: Handed In 4, Handed In Late 3, Not Handed In 2, Due 1');
});

describe('figureAfterKey: the arrow keys, Home and End move through the figures, and stop at the ends', () => {
  test.each([
    ['ArrowRight', 0, 1],
    ['ArrowDown', 3, 4],
    ['ArrowRight', 4, 4],
    ['ArrowLeft', 2, 1],
    ['ArrowUp', 0, 0],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['Enter', 2, null],
    ['a', 2, null],
  ])('%s from %i of 5 → %p', (key, at, next) => {
    expect(figureAfterKey(key, at, 5)).toBe(next);
  });
});
