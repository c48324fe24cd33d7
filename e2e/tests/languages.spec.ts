// The suite in Welsh as well as English (decision 0040): a teacher chooses Cymraeg in the user menu,
// the shell's texts are Welsh at once and <html lang> says so, the choice is kept on the server (a
// reload keeps it), the page passes axe in Welsh, and English comes back the same way; and the school
// administrator makes Welsh the school's language and its mail bilingual, Welsh first, read from the
// mail catcher; a teacher writes a message in Welsh and English side by side, and the mail catcher has
// it in both, Welsh first. The teacher's choice and Oakwood's languages are
// English again at the end whatever happens, so the other journeys see the English they expect.
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { HomeworkApi, schoolDay, uniqueToken } from '../pages/homework-api';
import { Mailbox } from '../pages/mailbox';
import { MessagingPage } from '../pages/messaging-page';
import { accessToken, englishSchool, forgetChoice } from '../pages/language-choice';
import { ShellPage } from '../pages/shell-page';

test('a teacher switches to Cymraeg in the user menu, keeps it across a reload, and switches back', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('teacher', '/');
  try {
    // Welsh counts in six forms, and Chromium's own plural rules know them all (no plural data ships).
    expect(await page.evaluate(() => new Intl.PluralRules('cy').resolvedOptions().pluralCategories.sort())).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('link', { name: 'Help - Engagement Portal' })).toBeVisible();

    await shell.openUserMenu();
    await expect(page.getByText('Language', { exact: true })).toBeVisible();
    // Each language named in itself, whatever the page's language.
    await page.getByRole('menuitem', { name: 'Cymraeg' }).click();

    await expect(html).toHaveAttribute('lang', 'cy');
    await expect(page.getByRole('link', { name: 'Cymorth - Porth Ymgysylltu' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Prif ddewislen' });
    await expect(menu).toBeVisible();
    // The shell's own entries from its catalogue, a remote's from its contract's Welsh.
    await expect(menu.getByRole('menuitem', { name: 'Gwaith Cartref' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dangosfwrdd', exact: true })).toBeVisible();
    await shell.openUserMenu();
    await expect(page.getByRole('menuitem', { name: 'Allgofnodi' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Fy mhroffil' })).toBeVisible();
    // Until a Welsh speaker has read them, the choice says so.
    await expect(page.getByText('Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.')).toBeVisible();
    await expectAccessible(page, 'user menu in Welsh');
    await page.keyboard.press('Escape');

    // Kept on the server: a reload is in Welsh.
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'cy');
    await expect(page.getByRole('link', { name: 'Cymorth - Porth Ymgysylltu' })).toBeVisible();
    await expectAccessible(page, 'page in Welsh after a reload');

    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(html).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('link', { name: 'Help - Engagement Portal' })).toBeVisible();
    await shell.openUserMenu();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText('Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Help - Engagement Portal' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en-GB');
  } finally {
    await forgetChoice(page);
  }
});

test('the school administrator makes Cymraeg the school’s language: whoever has not chosen sees Welsh, and the mail language is kept', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs('admin', '/school-data');
  try {
    const section = page.getByRole('region', { name: 'Languages' });
    await expect(section.getByRole('radio', { name: 'English' }).first()).toBeChecked();
    await section.getByRole('group', { name: 'The school’s language' }).getByText('Cymraeg').click();
    await section.getByText('Both, Welsh first').click();
    await expectAccessible(page, 'School data’s languages', 'section[aria-labelledby="languages-heading"]');
    await section.getByRole('button', { name: 'Save languages' }).click();
    // The administrator has no language of their own: the school's is theirs at once, so the page,
    // this section's name and its word that the languages were saved turn Welsh.
    await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
    await expect(page.getByRole('region', { name: 'Ieithoedd' }).getByText('Wedi’u cadw.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cymorth - Porth Ymgysylltu' })).toBeVisible();
    await page.reload();
    const welsh = page.getByRole('region', { name: 'Ieithoedd' });
    await expect(welsh.getByRole('group', { name: 'Post at rieni a disgyblion' }).getByRole('radio', { name: 'Y ddwy, Cymraeg yn gyntaf' })).toBeChecked();
    await expectAccessible(page, 'School data in Welsh');

    // Mail to students now goes in both languages, Welsh first: a homework set for one is read from
    // the mail catcher.
    const api = new HomeworkApi(page);
    const [student] = await api.studentsWithAddress(['Year 8']);
    const title = uniqueToken('Dwyieithog');
    await api.createHomework({ title, subjectId: await api.subjectId('English'), dueDate: schoolDay(7), students: [student!.Id] });
    const [mail] = await new Mailbox().waitFor(student!.Email, { subject: `Gwaith cartref newydd: ${title} / New homework: ${title}` });
    const html = mail!.html ?? '';
    expect(html.indexOf(`Annwyl ${student!.DisplayForename}`)).toBeGreaterThanOrEqual(0);
    expect(html.indexOf(`Annwyl ${student!.DisplayForename}`)).toBeLessThan(html.indexOf(`Dear ${student!.DisplayForename}`));
    expect(html).toContain('<div lang="cy">');
  } finally {
    await englishSchool(page);
  }
});

test('a teacher writes a message in Welsh and English; with the school’s mail in both, the mail reads Welsh first, tags filled in both', async ({ page, browser }) => {
  const mailbox = await new Mailbox().fromNow();
  // The mail language is the administrator's to set; the teacher writes in a browser of their own.
  await new ShellPage(page).signInAs('admin', '/school-data');
  await expect(page.getByRole('region', { name: 'Languages' })).toBeVisible();
  const adminToken = await accessToken(page);
  const both = await page.request.post('/v1/SchoolData/Languages', { headers: { authorization: `Bearer ${adminToken}` }, data: { Language: 'en', MailLanguage: 'both' } });
  expect(both.status()).toBe(200);
  const teacher = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  try {
    await new ShellPage(teacher).signInAs('teacher', '/messages');
    const composer = new MessagingPage(teacher);
    await composer.expectLoaded();
    const [student] = await new HomeworkApi(teacher).studentsWithAddress(['Year 9']);
    await composer.students.open();
    await composer.students.chooseStudent(student!.DisplayForename, student!.DisplaySurname);
    await composer.students.done();
    await composer.sendTo('Students').check();

    await composer.form.getByRole('checkbox', { name: 'Write it in Welsh and English' }).check();
    const welshSubject = composer.form.getByRole('textbox', { name: /^\*?\s*Subject in Welsh$/ });
    const welshMessage = composer.form.getByRole('textbox', { name: /^\*?\s*Message in Welsh$/ });
    await expectAccessible(teacher, 'composer in Welsh and English');
    const token = uniqueToken('Dwyieithog');
    await welshSubject.fill(`${token} Taith`);
    await welshMessage.fill('Annwyl ');
    await welshMessage.press('End');
    await composer.tag("Recipient's name").click();
    await expect(welshMessage).toHaveValue('Annwyl {{RecipientName}}');
    await composer.subject.fill(`${token} Trip`);
    await composer.message.fill('Dear ');
    await composer.message.press('End');
    await composer.tag("Recipient's name").click();
    await expect(composer.message).toHaveValue('Dear {{RecipientName}}');
    await composer.send.click();
    await composer.expectStatus('Message sent successfully.');

    const [mail] = await mailbox.waitFor(student!.Email, { subject: `${token} Taith / ${token} Trip` });
    const html = mail!.html ?? '';
    const name = `${student!.DisplayForename} ${student!.DisplaySurname}`;
    expect(html.indexOf(`<div lang="cy">\n<p>Annwyl ${name}</p>`)).toBeGreaterThanOrEqual(0);
    expect(html.indexOf(`<div lang="cy">`)).toBeLessThan(html.indexOf(`<div lang="en">\n<p>Dear ${name}</p>`));
    expect(html).not.toContain('{{');

    // Sent messages shows both subjects, as the mail does.
    await teacher.getByRole('link', { name: 'Sent messages' }).click();
    await expect(teacher.getByRole('cell', { name: `${token} Taith / ${token} Trip` })).toBeVisible();
  } finally {
    await teacher.context().close();
    await englishSchool(page);
  }
});
