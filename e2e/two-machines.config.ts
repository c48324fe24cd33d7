// The suite on two machines that share no disk, behind nginx (docs/release.md, "Proved on two
// machines"): scripts/test-two-machines.mjs starts them and runs this config with TWO_MACHINES_CLUSTER
// naming what it started; `playwright test` of the journeys never runs it (its own folder).
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import journeys from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: './two-machines',
  // What scripts/test-two-machines.mjs started; the journeys' servers are not wanted.
  webServer: undefined,
  outputDir: path.join(__dirname, '..', 'test-results', 'two-machines'),
  use: { ...journeys.use, baseURL: undefined },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
});
