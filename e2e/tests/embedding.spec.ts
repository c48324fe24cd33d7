// Embedding, proved (README, "Embedding"): another product's plain page (examples/embedding, on an
// origin of its own, neither our shell nor single-spa) signs in with our provider under its own client,
// loads mf-homework through the Module Federation runtime, and mounts its list and create form with
// './mount'. What is set there is in our shell's All Homework.
import { embeddingURL } from '../playwright.config';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { uniqueToken } from '../pages/homework-api';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { SignInPage } from '../pages/sign-in-page';

const GROUP = '8B/Ma1';

test('another product signs in with its own client, sets homework through the mounted form, and the shell lists it', async ({ page, baseURL }) => {
  await page.goto(`${embeddingURL}/`);
  const status = page.getByRole('status').filter({ hasText: /Sign in to see|Signed in as/ });
  await expect(status).toHaveText('Sign in to see your homework.');
  await expectAccessible(page, 'the embedding example, signed out');

  // The provider's own sign-in page, for the product's client, and back to the product's page.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/oidc/interaction/`));
  await new SignInPage(page).signIn('teacher');
  await expect(page).toHaveURL(`${embeddingURL}/#/homework/all-homework`);
  await expect(status).toHaveText(/^Signed in as \S.*\.$/);
  const pages = page.getByRole('navigation', { name: 'Homework pages' });

  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  await expect(pages.getByRole('link', { name: 'All homework' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'the embedding example with the All Homework list mounted');
  // The remote came from the suite's origin, at run time: nothing of it is in the product's build.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/remotes\/mf-homework\/remoteEntry/.test(entry.name)))).toBe(true);

  await pages.getByRole('link', { name: 'Set homework' }).click();
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await expect(pages.getByRole('link', { name: 'Set homework' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'the embedding example with the create form mounted');
  const title = `${uniqueToken('Embedded')} Fractions of amounts`;
  await form.title.fill(title);
  await form.chooseSubject('Mathematics');
  await form.assignedTo.open();
  await form.assignedTo.chooseGroup(GROUP);
  await form.assignedTo.done();
  await form.typeDescription('Work out each fraction of an amount on the sheet.');
  await form.submit();

  // The remote went back to its list by itself; the navigation callback put that in the page's address.
  await expect(list.successBanner).toHaveText('Homework created.');
  await expect(list.card(title)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${embeddingURL}/#/homework/all-homework/SortBy/CreatedDate/SetBy/`, 'i'));
  await expect(pages.getByRole('link', { name: 'All homework' })).toHaveAttribute('aria-current', 'page');

  // Our shell, signed in by the provider's session (no second password), lists it.
  await page.goto(`${baseURL}/#/homework/all-homework`);
  await list.expectLoaded();
  await list.typeSearch(title);
  await expect(list.card(title)).toBeVisible();
  await expect(list.card(title)).toContainText('Subject: Mathematics');
});
