// The bundle ratchet: each first screen against its ceiling, and ceilings that only ever go down.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { againstCeilings, loweredCeilings } from './measure-bundles.mjs';

const HOMEWORK = 'to show All Homework after sign-in';
const DASHBOARD = 'to show the dashboard with its charts drawn';

test('a first screen over its ceiling, or with none, fails; at or under it passes', () => {
  const lines = [
    { line: HOMEWORK, gzip: 500_000 },
    { line: DASHBOARD, gzip: 900_001 },
    { line: 'a new first screen', gzip: 1 },
  ];
  assert.deepEqual(againstCeilings(lines, { [HOMEWORK]: 500_000, [DASHBOARD]: 900_000 }), [
    { line: HOMEWORK, gzip: 500_000, ceiling: 500_000, over: false },
    { line: DASHBOARD, gzip: 900_001, ceiling: 900_000, over: true },
    { line: 'a new first screen', gzip: 1, ceiling: null, over: true },
  ]);
});

test('lowering sets a shrunk screen to its figure plus the margin, and never raises a ceiling', () => {
  const lines = [
    { line: HOMEWORK, gzip: 400_000 },
    { line: DASHBOARD, gzip: 950_000 },
    { line: 'a new first screen', gzip: 1_000 },
  ];
  assert.deepEqual(loweredCeilings(lines, { [HOMEWORK]: 500_000, [DASHBOARD]: 900_000 }, 0.01), {
    [HOMEWORK]: 404_000,
    [DASHBOARD]: 900_000,
    'a new first screen': 1_010,
  });
});
