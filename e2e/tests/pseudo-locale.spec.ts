// Nothing missed (decision 0040): the suite walked in the pseudo-locale, every page the journeys reach,
// as a teacher and as the school administrator. On each, every text a person reads (text, accessible
// names and hints, the title) came from a catalogue, unless it is the school's own data, a number or
// a date's words; the layout holds the texts a third longer, at 1280 px and at 320 px; and axe finds
// nothing; and so with each dialog and menu a teacher opens on them. The identity provider's pages are
// the server's, tested in its own catalogue's tests.
import type { Locator, Page } from '@playwright/test';
import { DASHBOARD_PAGES, HOMEWORK_PAGES, MARKING_PAGES, MESSAGING_PAGES, SCHOOL_DATA_PAGE_PATH } from '@homework/contracts';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { uniqueToken } from '../pages/homework-api';
import { MarkingApi } from '../pages/marking-page';
import { layoutBreaks, pseudoLocaleAddress, recordSchoolData, textsFromNoCatalogue } from '../pages/pseudo-locale';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';

const GROUP = '8B/Ma1';
const WIDTHS = [1280, 320];

async function signInInPseudoLocale(page: Page, username: string, hashPath: string) {
  await page.goto(pseudoLocaleAddress(hashPath));
  await new SignInPage(page).signIn(username);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
}

/** Opens a page of the suite (the tab keeps the pseudo-locale) and waits until it has drawn what it loads. */
async function open(page: Page, hashPath: string) {
  await page.goto(`/#${hashPath}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** The page in the pseudo-locale at each width: texts from catalogues, a layout that holds, and axe. */
async function expectEveryTextFromACatalogue(page: Page, name: string, schoolData: ReadonlySet<string>, widths = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect.soft(await textsFromNoCatalogue(page, schoolData), `${name} at ${width} px: texts from no catalogue`).toEqual([]);
    // Once the page has settled at the new width: a moment after the window changes the menu folds
    // away (antd's Sider animates its width) and the charts draw again for their narrower boxes.
    await expect
      .soft.poll(() => layoutBreaks(page), { message: `${name} at ${width} px: the layout with texts a third longer`, timeout: 5_000 })
      .toEqual([]);
    await expectAccessible(page, `${name} in the pseudo-locale at ${width} px`);
  }
}

test('a teacher’s pages in the pseudo-locale: every text from a catalogue, the layout holding at 320 px', async ({ page }) => {
  test.setTimeout(240_000);
  const schoolData = recordSchoolData(page);
  await signInInPseudoLocale(page, 'teacher', HOMEWORK_PAGES.allHomework.href());
  const api = new MarkingApi(page);
  const { id: homeworkId, studentIds } = await api.pastHomework(`${uniqueToken('Pseudo')} Rivers`, GROUP);
  await api.recordHandIns(homeworkId, studentIds.slice(0, 2));

  const pages: [string, string][] = [
    ['All Homework', HOMEWORK_PAGES.allHomework.href()],
    ['Create', HOMEWORK_PAGES.create.href()],
    ['Edit', HOMEWORK_PAGES.edit.href({ homeworkId })],
    ['the marking view', MARKING_PAGES.teacherViewAtStudent.href({ homeworkId, selectedStudentId: studentIds[0]! })],
    ['Submissions', MARKING_PAGES.submissions.href({ homeworkId })],
    ['the student view', MARKING_PAGES.studentView.href({ studentId: studentIds[0]! })],
    ['the dashboard', DASHBOARD_PAGES.dashboard.href()],
    ['the Hand In report', DASHBOARD_PAGES.reports.href()],
    ['Messages', MESSAGING_PAGES.compose.href()],
    ['Sent', MESSAGING_PAGES.sent.href()],
  ];
  for (const [name, hashPath] of pages) {
    await open(page, hashPath);
    await expectEveryTextFromACatalogue(page, name, schoolData);
  }
});

test('the school administrator’s School data page in the pseudo-locale', async ({ page }) => {
  const schoolData = recordSchoolData(page);
  await signInInPseudoLocale(page, 'admin', SCHOOL_DATA_PAGE_PATH);
  await open(page, SCHOOL_DATA_PAGE_PATH);
  await expectEveryTextFromACatalogue(page, 'School data', schoolData);
});

test('a teacher’s dialogs and menus in the pseudo-locale: every text from a catalogue, holding at 320 px', async ({ page }) => {
  test.setTimeout(240_000);
  const schoolData = recordSchoolData(page);
  await signInInPseudoLocale(page, 'teacher', HOMEWORK_PAGES.allHomework.href());
  const api = new MarkingApi(page);
  const { id: homeworkId, studentIds } = await api.pastHomework(`${uniqueToken('Pseudo')} Dialogs`, GROUP);
  await api.recordHandIns(homeworkId, studentIds.slice(0, 1));
  const marking = MARKING_PAGES.teacherViewAtStudent.href({ homeworkId, selectedStudentId: studentIds[0]! });
  // Found by the English inside each marked text: the pseudo-locale keeps it, between its marks.
  const dialog = () => page.getByRole('dialog').last();
  const openers: [string, string, () => Promise<Locator>][] = [
    ['the user menu', HOMEWORK_PAGES.allHomework.href(), async () => {
      await page.getByRole('banner').getByRole('button', { name: /User menu/ }).click();
      return page.getByRole('menu').last();
    }],
    ['Create’s Assigned To popout', HOMEWORK_PAGES.create.href(), async () => {
      await page.getByRole('main').getByRole('button', { name: /Assigned To/i }).first().click();
      return dialog();
    }],
    ['Edit’s Are You Sure?', HOMEWORK_PAGES.edit.href({ homeworkId }), async () => {
      await page.getByRole('button', { name: /^⟦Save/ }).click();
      return dialog();
    }],
    ['the marking view’s keyboard shortcuts', marking, async () => {
      await page.keyboard.press('?');
      return dialog();
    }],
    ['the comment bank', marking, async () => {
      await page.getByRole('button', { name: /Grade and Comment/ }).click();
      await page.locator('#marking-comment').click();
      await page.keyboard.press('Control+/');
      return dialog();
    }],
    ['Export marks', marking, async () => {
      await page.getByRole('button', { name: /Export marks/ }).click();
      return dialog();
    }],
    ['the Students popout', MESSAGING_PAGES.compose.href(), async () => {
      await page.getByRole('main').getByRole('button', { name: /Students/ }).first().click();
      return dialog();
    }],
  ];
  for (const [name, hashPath, openIt] of openers) {
    await open(page, hashPath);
    await expect(await openIt(), `${name} opened`).toBeVisible();
    // At 320 px only: a dialog's texts are the same at every width, and the narrow one is where a
    // longer text breaks it.
    await expectEveryTextFromACatalogue(page, name, schoolData, [320]);
    await page.keyboard.press('Escape');
  }
});

test.describe('the shell’s status pages in the pseudo-locale', () => {
  // These users' calls the suite refuses (403) by design: the shell then sends them to their page.
  test.use({ expectedRefusals: ['accessRefused'] });

  for (const [username, path, name] of [
    ['nolicence', '/noLicenses', 'Access unavailable'],
    ['noaccess', '/unauthorised', 'Unauthorised access'],
  ] as const)
    test(`${name}, as ${username} sees it`, async ({ page }) => {
      const schoolData = recordSchoolData(page);
      await signInInPseudoLocale(page, username, '/');
      await expect(page).toHaveURL(new RegExp(`#${path}$`, 'i'));
      await expect(page.locator('h1').first()).toBeVisible();
      await expectEveryTextFromACatalogue(page, name, schoolData);
    });
});

test('a page that is not available, and Signed out, in the pseudo-locale', async ({ page }) => {
  const schoolData = recordSchoolData(page);
  await signInInPseudoLocale(page, 'teacher', '/homework/no-such-page');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expectEveryTextFromACatalogue(page, 'a page that is not available', schoolData);
  await page.setViewportSize({ width: 1280, height: 900 });
  await new ShellPage(page).openUserMenu();
  await page.getByRole('menuitem', { name: /Sign Out/ }).click();
  await expect(page).toHaveURL(/#\/signedout$/i);
  // Signing out clears the tab's session, the pseudo-locale's switch with it: turned on again.
  await page.goto(pseudoLocaleAddress('/signedout'));
  await expect(page.locator('h1').first()).toBeVisible();
  await expectEveryTextFromACatalogue(page, 'Signed out', schoolData);
});
