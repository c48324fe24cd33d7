// A teacher's main ways in Welsh (decision 0040): the sign-in page in the language the browser last
// showed, then, Cymraeg chosen in the user menu, All Homework, Create (a save refused in Welsh),
// the marking view, Submissions (hand-ins recorded), the dashboard (its charts drawn), Messages and
// Sent, each page in Welsh with <html lang="cy"> and axe finding nothing. The teacher's choice is
// English again at the end whatever happens.
import { LANGUAGE_STORAGE_KEY, MARKING_PAGES } from '@homework/contracts';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { expectChartDrawn } from '../pages/drawn';
import { uniqueToken } from '../pages/homework-api';
import { forgetChoice } from '../pages/language-choice';
import { MarkingApi } from '../pages/marking-page';
import { ShellPage } from '../pages/shell-page';
import { DEMO_PASSWORD } from '../pages/sign-in-page';

const GROUP = '8B/Ma1';

test('a teacher’s main ways in Welsh, from the sign-in page to Sent, with axe on every page', async ({ page }) => {
  test.setTimeout(240_000);
  const html = page.locator('html');
  // This browser last showed the suite in Welsh: the provider's page is asked for in Welsh.
  await page.addInitScript((key) => localStorage.setItem(key, 'cy'), LANGUAGE_STORAGE_KEY);
  await page.goto('/#/homework/all-homework');
  await expect(page.getByRole('heading', { name: 'Mewngofnodi i Gwaith Cartref' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'cy');
  await expectAccessible(page, 'the sign-in page in Welsh');
  await page.getByLabel('Enw defnyddiwr').fill('teacher');
  await page.getByLabel('Cyfrinair').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Mewngofnodi' }).click();

  try {
    // The person's own choice: kept on the server, so the suite stays Welsh whatever the school's.
    await new ShellPage(page).openUserMenu();
    await page.getByRole('menuitem', { name: 'Cymraeg' }).click();
    await expect(html).toHaveAttribute('lang', 'cy');
    const menu = page.getByRole('navigation', { name: 'Prif ddewislen' });

    await expect(page.getByRole('heading', { level: 1, name: 'Yr Holl Waith Cartref' })).toBeVisible();
    await expect(page.getByText('Fy Ngwaith Cartref', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Yr Holl Waith Cartref - /);
    await expectAccessible(page, 'All Homework in Welsh');

    await menu.getByRole('menuitem', { name: 'Creu', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Creu Gwaith Cartref' })).toBeVisible();
    // Saved with nothing filled in: refused in Welsh, each field named (and no work to lose on leaving).
    await page.getByRole('button', { name: 'Creu', exact: true }).click();
    await expect(page.getByText('Cywirwch y canlynol:')).toBeVisible();
    await expect(page.getByText('Mae angen teitl.').first()).toBeVisible();
    await expect(page.getByText('Mae angen pwnc.').first()).toBeVisible();
    await expectAccessible(page, 'Create in Welsh, its save refused');

    const api = new MarkingApi(page);
    const title = `${uniqueToken('Cymraeg')} Rivers`;
    const { id: homeworkId, studentIds } = await api.pastHomework(title, GROUP);
    await api.recordHandIns(homeworkId, studentIds.slice(0, 2));
    await page.goto(`/#${MARKING_PAGES.teacherView.href({ homeworkId })}`);
    await expect(page.getByRole('tab', { name: /Wedi’i Gyflwyno/ }).first()).toBeVisible();
    // The homework's title is the teacher's own English (the school's language), marked so in the
    // Welsh page's heading; the grade and comment they write are taken to be in it too.
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en-GB"]')).toHaveText(title);
    await page.goto(`/#${MARKING_PAGES.teacherViewAtStudent.href({ homeworkId, selectedStudentId: studentIds[0]! })}`);
    await page.getByRole('button', { name: 'Gradd a Sylw' }).click();
    await expect(page.locator('#marking-comment')).toHaveAttribute('lang', 'en-GB');
    await expectAccessible(page, 'the marking view in Welsh');

    await page.goto(`/#${MARKING_PAGES.submissions.href({ homeworkId })}`);
    const recorder = page.getByRole('region', { name: 'Cyflwyniadau' });
    await expect(recorder.getByRole('heading', { level: 1 })).toBeVisible();
    await recorder.getByRole('table', { name: 'Disgyblion' }).getByRole('checkbox').nth(1).check();
    await recorder.getByRole('button', { name: 'Cofnodi fel Wedi’i Gyflwyno' }).click();
    await expect(recorder.getByRole('status').filter({ hasText: 'Statws y cyflwyniad wedi’i ddiweddaru.' })).toBeVisible();
    await expectAccessible(page, 'Submissions in Welsh, hand-ins recorded');

    await menu.getByRole('menuitem', { name: 'Dangosfwrdd', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dangosfwrdd' })).toBeVisible();
    for (const widget of [page.getByTestId('total-homework-widget'), page.getByTestId('hand-in-status-widget')]) {
      const chart = widget.locator('[data-drawn]').first();
      await expect(chart).toHaveAttribute('data-drawn', 'chart');
      await expectChartDrawn(chart);
    }
    await expectAccessible(page, 'the dashboard in Welsh');

    await menu.getByRole('menuitem', { name: 'Negeseuon', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Negeseuon' })).toBeVisible();
    await expectAccessible(page, 'Messages in Welsh');
    await page.getByRole('link', { name: 'Negeseuon a anfonwyd' }).click();
    // The page's title is the route's Welsh, from mf-messaging's contract.
    await expect(page).toHaveTitle(/^Negeseuon a anfonwyd - /);
    await expectAccessible(page, 'Sent in Welsh');
  } finally {
    await forgetChoice(page);
  }
});
