import { expect, test } from '../pages/journey';
import { blockingViolations, expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';

// Where each demo user lands after signing in through the provider's page (README table): the first
// permitted menu entry, or Homework's first child when Homework is the first (01 §2), with its h1.
const landings = [
  { user: 'teacher', path: '/messages', heading: 'Messages', title: 'Engagement', menus: ['Messages', 'Homework'] },
  { user: 'admin', path: '/messages', heading: 'Messages', title: 'Engagement', menus: ['Messages', 'Homework'] },
  { user: 'standalone', path: '/homework/dashboard', heading: 'Dashboard', title: 'Homework', menus: ['Homework'] },
  { user: 'teacher2', path: '/messages', heading: 'Messages', title: 'Engagement', menus: ['Messages', 'Homework'] },
];

for (const { user, path, heading, title, menus } of landings) {
  test(`${user} lands on ${path} with the ${title} header and menus ${menus.join(', ')}`, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs(user);
    await shell.expectPath(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(shell.header.getByText(title, { exact: true })).toBeVisible();
    for (const menu of menus) await expect(shell.menuEntry(menu)).toBeVisible();
    if (!menus.includes('Messages')) await expect(shell.menuEntry('Messages')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`${title}$`));
    await expect(page.getByRole('link', { name: 'Help - Engagement Portal' })).toBeVisible();
    await expectAccessible(page, `${user} on ${path}`);
  });
}

test('the teacher sees the Homework children, breadcrumbs and their school in the top bar', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await shell.expectPath('/homework/all-homework');
  await expect(shell.header.getByText('Oakwood Academy')).toBeVisible();
  for (const child of ['Dashboard', 'All Homework', 'Create']) await expect(shell.menuEntry(child)).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs).toContainText('Homework');
  await expect(breadcrumbs).toContainText('All Homework');
  await expectAccessible(page, 'All Homework with its menu and breadcrumbs');
  await shell.menuEntry('Create').click();
  await shell.expectPath('/homework/create');
  await expect(breadcrumbs).toContainText('Create');

  // Messages by keyboard from the menu: its page and its h1.
  const messages = shell.menuEntry('Messages').getByRole('link');
  await tabTo(page, messages, { backwards: true });
  await expectVisibleFocus(messages);
  await page.keyboard.press('Enter');
  await shell.expectPath('/messages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  await expectAccessible(page, '/messages');
});

test('an address typed without #/ opens the suite at that route, its query kept; the page has its icon', async ({ page }) => {
  const shell = new ShellPage(page);
  // The State the dashboard's links name in the query: All, over the default (next 30 days).
  await page.goto('/homework/all-homework?state=all');
  await new SignInPage(page).signIn('teacher');
  await shell.expectPath('/homework/all-homework?state=all');
  const list = new AllHomeworkPage(page);
  await list.expectLoaded();
  await expect(list.stateOption('All')).toBeChecked();
  await expectAccessible(page, 'All Homework opened without #/');

  // The icon the shell page declares, as browsers ask for it (every page of the origin asks /favicon.ico).
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', '/favicon.ico');
  const answer = await page.request.get('/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\//);
  // Revalidated like the other files a release replaces in place.
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(answer.headers().etag).toBeTruthy();
  expect((await answer.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('teacher2 of the second school sees only their own school', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher2');
  await expect(shell.header.getByText('Riverside School')).toBeVisible();
  await expect(page.getByText('Oakwood Academy')).toHaveCount(0);
});

// The session's calls these users may not make (the teacher list) are refused (403) by design; the
// shell then sends them to their page.
test.describe('users the suite refuses', () => {
  test.use({ expectedRefusals: ['accessRefused'] });

  test('a user of a school with no qualifying product goes to Access unavailable', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('nolicence');
    await shell.expectPath('/noLicenses');
    await expect(page.getByText('Access unavailable')).toBeVisible();
    await expectAccessible(page, '/noLicenses');
  });

  test('a user with no qualifying role goes to Unauthorised access, offered their other products', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('noaccess');
    await shell.expectPath(/#\/unauthorised$/i);
    await expect(page.getByText('Unauthorised access')).toBeVisible();
    await expect(
      page.getByText('You have successfully signed in but do not have access to this portal. Please contact your administrator.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Options' })).toBeVisible();
    await expectAccessible(page, '/unauthorised');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('staff of a parent-lite-only school reach only the sickness page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('parentlite');
    await shell.expectPath('/sickness');
    await expectAccessible(page, '/sickness');
    await page.goto('/#/homework/all-homework');
    await expect(page).not.toHaveURL(/all-homework/);
    await shell.expectPath('/sickness');
  });
});

test('a wrong password is refused on the provider page', async ({ page }) => {
  await page.goto('/');
  await new SignInPage(page).signIn('teacher', 'not-the-password');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expectAccessible(page, 'sign-in page with its error');

  // The check every journey makes finds what it is there to find: on the page, and in a frame of it
  // (the suite's frames are of its own origin, as the silent renewal's is).
  await page.evaluate(() => {
    const unnamed = document.createElement('img');
    unnamed.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.body.append(unnamed);
    const frame = document.createElement('iframe');
    frame.title = 'A frame with a button that has no name';
    frame.srcdoc = '<!DOCTYPE html><html lang="en"><title>Frame</title><button></button></html>';
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);
  const found = (await blockingViolations(page)).map((violation) => violation.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});
