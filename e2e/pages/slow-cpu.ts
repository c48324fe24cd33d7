import type { Page } from '@playwright/test';

/**
 * Chromium's CPU slowed `rate` times, as on an old school laptop (or CI's two busy cores): a race
 * between the page's own updates and the teacher's next key, rare on a fast machine, then loses on
 * most runs.
 */
export async function slowTheCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
