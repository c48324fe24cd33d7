// A teacher's week, again (docs/teacher-week.md, week 2): the laptop that sleeps, the second tab, the
// shared computer.
import type { Page } from '@playwright/test';
import { expect, test } from '../pages/journey';
import { clickOnceOpen, expectAccessible } from '../pages/accessibility';
import { AllHomeworkPage } from '../pages/all-homework-page';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { uniqueToken } from '../pages/homework-api';
import { MarkingApi, MarkingPage } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';

/** The key prefix of every draft the suite keeps (@homework/platform/drafts). */
const DRAFT_PREFIX = 'homework.draft/';
const draftKeys = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_PREFIX);

test('a laptop that sleeps past the token: on waking the renewal comes first, and the form stays as typed', async ({ page }) => {
  // The page's clock is the laptop's: fast-forwarding it is the lid closed for two hours.
  await page.clock.install();
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/create');
  const form = new HomeworkFormPage(page, 'create');
  await expect(form.title).toBeVisible();
  const title = uniqueToken('Sleep');
  await form.title.fill(title);

  const renewal = page.waitForRequest((request) => request.url().includes('/silent-token-renew'));
  await page.clock.fastForward('02:00:00');
  await renewal;
  // Still the form, with what was typed, and no question: the session was renewed in a hidden frame.
  await shell.expectPath('/homework/create');
  await expect(form.title).toHaveValue(title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Signed out', { exact: true })).toHaveCount(0);
  // And the renewed token works: the list answers.
  await shell.menuEntry('All Homework').click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await clickOnceOpen(leave, leave.getByRole('button', { name: 'Leave' }));
  await new AllHomeworkPage(page).expectLoaded();
});

test('a sleep past the end of the session: Signed out names the page, and Sign In comes back to the comment being written', async ({ page, context }) => {
  await page.clock.install();
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const { id, studentIds } = await api.pastHomework(uniqueToken('Slept'), '8B/Ma1');
  await api.recordHandIns(id, studentIds.slice(0, 1));
  const marking = new MarkingPage(page);
  await marking.goto(id, studentIds[0]);
  await marking.button('Grade and Comment').click();
  await marking.comment.fill('Good use of evidence.');

  // The provider's session has ended too (its cookie is gone): a sign-in is really needed.
  await context.clearCookies();
  await page.clock.fastForward('02:00:00');
  await shell.expectPath(/#\/signedout\?from=/i);
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Signed out after a sleep');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await new SignInPage(page).signIn('teacher');
  await marking.expectLoaded();
  expect(page.url()).toContain(`/homework/teacherview/${id}`);
  await expect(marking.draftNote).toBeVisible();
  await marking.draftNote.getByRole('button', { name: 'Restore' }).click();
  await expect(marking.comment).toHaveValue('Good use of evidence.');
});

test('Sign Out in one tab signs every tab of the browser out', async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  // A second tab signs in through the provider's session without a password.
  const other = await context.newPage();
  await other.goto('/#/homework/create');
  await expect(new HomeworkFormPage(other, 'create').title).toBeVisible();

  await shell.signOut();
  await shell.expectPath(/#\/signedout$/i);
  const otherShell = new ShellPage(other);
  await otherShell.expectPath(/#\/signedout$/i);
  await expect(other.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('Sign Out with an unsaved comment asks first, says how many drafts go, and clears them only when told', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/homework/all-homework');
  await new AllHomeworkPage(page).expectLoaded();
  const api = new MarkingApi(page);
  const { id, studentIds } = await api.pastHomework(uniqueToken('Shared computer'), '8B/Ma1');
  await api.recordHandIns(id, studentIds.slice(0, 1));
  const marking = new MarkingPage(page);
  await marking.goto(id, studentIds[0]);
  await marking.button('Grade and Comment').click();
  await marking.comment.fill('Needs to show working: see me.');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await shell.signOut();
  const question = page.getByRole('dialog', { name: 'Sign out and discard your unsaved work?' });
  await expect(question).toContainText('You have 1 unsaved draft on this computer');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the Sign Out question');
  // Escape keeps the teacher signed in, with the comment as it was, and the focus back on the user menu.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(shell.header.getByRole('button', { name: /user menu/i })).toBeFocused();
  await expect(marking.comment).toHaveValue('Needs to show working: see me.');

  await shell.signOut();
  await clickOnceOpen(question, question.getByRole('button', { name: 'Discard and sign out' }));
  await shell.expectPath(/#\/signedout$/i);
  expect(await draftKeys(page)).toEqual([]);
});

test.describe('on a tablet held upright', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the menu starts folded behind the Menu button, which opens it by keyboard', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/all-homework');
    await new AllHomeworkPage(page).expectLoaded();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(shell.menu).toBeVisible();
    await expectAccessible(page, 'All Homework on a tablet held upright, the menu open');
  });
});

test.describe('on a tablet on its side', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the menu can be folded away by keyboard, giving the page its width, and stays folded on the next page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInAs('teacher', '/homework/all-homework');
    const list = new AllHomeworkPage(page);
    await list.expectLoaded();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.menu).toBeVisible();
    const main = page.getByRole('main');
    const widthWithMenu = (await main.boundingBox())!.width;
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.menu).toBeHidden();
    await expect.poll(async () => (await main.boundingBox())!.width).toBeGreaterThan(widthWithMenu + 200);
    await expect(toggle).toBeFocused();
    await expectAccessible(page, 'All Homework on a tablet on its side, the menu folded');
    await page.goto('/#/homework/create');
    await expect(new HomeworkFormPage(page, 'create').title).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
