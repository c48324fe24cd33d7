import type { DashboardHandedInStatusRow } from '@homework/contracts';
import { handedInStatusCsv, stackedPoints, totalsCsv } from './chart-data';

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
