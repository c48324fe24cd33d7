// Which days of a range are read from weekly sums and which from day rows (figures-queries.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysOutside, weekOf } from '../src/services/dashboard/figures-queries';

test('a school day belongs to the week starting on its Monday', () => {
  for (const [day, monday] of [
    ['2026-11-23', '2026-11-23'],
    ['2026-11-24', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
    ['2024-02-29', '2024-02-26'],
  ]) {
    assert.equal(weekOf(day), monday, day);
  }
});

test('the days of a range outside its settled weeks, as intervals', () => {
  const cases: [string, string, string[], string[], string[]][] = [
    // from, until, weeks, starts, ends
    ['2026-09-02', '2026-10-01', [], ['2026-09-02'], ['2026-10-01']],
    ['2026-09-02', '2026-10-01', ['2026-09-07', '2026-09-14', '2026-09-21'], ['2026-09-02', '2026-09-28'], ['2026-09-07', '2026-10-01']],
    // A week not settled (recent, or an extension still ahead) stays in the days.
    ['2026-09-02', '2026-10-01', ['2026-09-07', '2026-09-21'], ['2026-09-02', '2026-09-14', '2026-09-28'], ['2026-09-07', '2026-09-21', '2026-10-01']],
    // A range of whole weeks, all settled: no day rows at all.
    ['2026-09-07', '2026-09-21', ['2026-09-07', '2026-09-14'], [], []],
    ['2026-09-07', '2026-09-21', ['2026-09-14'], ['2026-09-07'], ['2026-09-14']],
  ];
  for (const [from, until, weeks, starts, ends] of cases) {
    assert.deepEqual(daysOutside(from, until, weeks), { starts, ends }, `${from}..${until} with ${weeks.join(', ')}`);
  }
});
