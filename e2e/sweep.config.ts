// The axe sweep (decision 0026): the journeys' server and browser, its own folder, so `playwright test`
// of the journeys never runs it. Run: E2E_PORT=<port> playwright test -c e2e/sweep.config.ts
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({ ...journeys, testDir: './sweep', workers: 1, reporter: [['list']] });
