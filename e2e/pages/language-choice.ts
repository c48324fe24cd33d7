// The person's and the school's languages set back through the API (contracts' LANGUAGE calls), as
// journeys that change them clean up, so the other journeys see the English they expect.
import type { Page } from '@playwright/test';

export async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    }
    return null;
  });
}

/** The school's language again for the one signed in, through the API (contracts' LANGUAGE.choose), as a clean-up. */
export async function forgetChoice(page: Page) {
  const token = await accessToken(page).catch(() => null);
  if (!token) return;
  await page.request.post('/api/v3/userprofile/language', { headers: { authorization: `Bearer ${token}` }, data: { Language: null } });
}

/** Oakwood's languages as seeded (contracts' LANGUAGE.setSchool), as a clean-up. */
export async function englishSchool(page: Page) {
  const token = await accessToken(page).catch(() => null);
  if (!token) return;
  await page.request.post('/v1/SchoolData/Languages', { headers: { authorization: `Bearer ${token}` }, data: { Language: 'en', MailLanguage: 'en' } });
}
