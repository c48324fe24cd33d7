// Decision 0025 (a real school's data from OneRoster) from the school administrator's page: the demo
// school admin uploads their school's OneRoster bundle (its progress shown as it goes up), checks it,
// imports it after the question, then sends invitations after the question that says how many, and the
// imported teacher's mail reaches the mail catcher. axe on the page, its answers and both dialogs; the
// keyboard works it.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { expectVisibleFocus, tabTo } from '../pages/keyboard';
import { Mailbox } from '../pages/mailbox';
import { ShellPage } from '../pages/shell-page';
import { uniqueToken } from '../pages/homework-api';
import { zipBytes } from '../../server/test/support/roster-bundle';

const SCHOOL = 'Oakwood Academy';
const csv = (rows: string[][]) => rows.map((row) => row.join(',')).join('\n') + '\n';
const zipOfFiles = (files: Record<string, Buffer | string>) => zipBytes(Object.entries(files).map(([name, content]) => ({ name, data: Buffer.from(content) })));

/**
 * The admin's own school with one new teacher each run (the last run's is marked as left): no
 * students or classes, so the demo school the other journeys read keeps its figures. The
 * demographics file, which the import does not read, makes the upload long enough to watch.
 */
/** A bundle of one school (the demo's Oakwood Academy) with one person, `extra` files beside. */
function rosterFiles(person: { userRow: string[]; roleRow: string[] }, extra: Record<string, Buffer> = {}): Record<string, Buffer | string> {
  return {
    'manifest.csv': csv([
      ['propertyName', 'value'],
      ['manifest.version', '1.0'],
      ['oneroster.version', '1.2'],
      ...['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users'].map((file) => [`file.${file}`, 'bulk']),
      ...Object.keys(extra).map((file) => [`file.${file.replace(/\.csv$/, '')}`, 'bulk']),
    ]),
    'orgs.csv': csv([['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'], ['OAK', '', '', SCHOOL, 'school', '', '']]),
    'academicSessions.csv': csv([['sourcedId', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear']]),
    'courses.csv': csv([['sourcedId', 'title', 'courseCode', 'orgSourcedId']]),
    'classes.csv': csv([['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds']]),
    // ext_misId: a vendor's column, which the import leaves unread and says so.
    'users.csv': csv([['sourcedId', 'status', 'enabledUser', 'username', 'givenName', 'familyName', 'email', 'grades', 'agentSourcedIds', 'ext_misId'], person.userRow]),
    'roles.csv': csv([['sourcedId', 'status', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'], person.roleRow]),
    'enrollments.csv': csv([['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role']]),
    ...extra,
  };
}

function bundle(token: string, email: string): Buffer {
  return zipOfFiles(
    rosterFiles(
      { userRow: [`t-${token}`, '', 'true', token, 'Priya', 'Shah', email, '', '', 'M-1'], roleRow: [`r-${token}`, '', `t-${token}`, 'primary', 'Teacher', 'OAK'] },
      { 'demographics.csv': randomBytes(1_500_000) },
    ),
  );
}

test('the school admin uploads, checks and imports the school\'s data, then invites its staff', async ({ page }) => {
  test.setTimeout(120_000);
  const token = uniqueToken('sd');
  const email = `${token}@oakwood-academy.example`;
  const shell = new ShellPage(page);
  await shell.signInAs('admin');
  await shell.menuEntry('School data').click();
  await expect(page.getByRole('heading', { level: 1, name: 'School data' })).toBeAttached();
  await expectAccessible(page, 'school data');

  // The upload's bytes leave slowly enough to see them go (Chromium's throttling).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400_000 });
  await page.getByLabel('OneRoster file (.zip)').setInputFiles({ name: 'oakwood.zip', mimeType: 'application/zip', buffer: bundle(token, email) });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/^Uploading oakwood\.zip: \d+%$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload of oakwood.zip' })).toBeVisible();
  await expectAccessible(page, 'uploading');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const checked = page.getByRole('heading', { name: 'What importing this file would change' });
  await expect(checked).toBeFocused({ timeout: 30_000 });
  const staff = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'staff', exact: true }) });
  await expect(staff.getByRole('cell').nth(1)).toHaveText('1');
  // What was taken other than as written is said, under the changes.
  const notes = page.getByRole('table', { name: 'Taken with 2 notes' });
  await expect(notes.getByRole('row').filter({ hasText: 'users.csv, line 1, column ext_misId' })).toContainText('an extension column, which this import does not read');
  await expect(notes.getByRole('row').filter({ hasText: 'roles.csv, line 2, column role' })).toContainText('"Teacher" is taken as "teacher"');
  await expectAccessible(page, 'checked');
  await page.screenshot({ path: '/tmp/school-data-checked.png', fullPage: true });

  // Import by keyboard: it asks first, naming the counts.
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await tabTo(page, importButton);
  await expectVisibleFocus(importButton);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Import this file?' });
  await expect(question.getByText(/^staff: 1 added/)).toBeVisible();
  await expectAccessible(page, 'import question');
  await question.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Imported: what changed' })).toBeFocused({ timeout: 30_000 });
  await expectAccessible(page, 'imported');

  // Invitations: the question says how many, then the page says how many went.
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const invite = page.getByRole('dialog', { name: 'Send invitations?' });
  await expect(invite.getByText(/^\d+ members? of staff will get an invitation mail\.$/)).toBeVisible();
  await expectAccessible(page, 'invitations question');
  await page.screenshot({ path: '/tmp/school-data-invite.png' });
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Invitations sent: \d+ members? of staff will get a mail/ })).toBeVisible();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send invitations', exact: true })).toBeFocused();
  await expectAccessible(page, 'invitations sent');

  const [mail] = await new Mailbox().waitFor(email, { subject: `Set your password for Homework at ${SCHOOL}` });
  expect(mail.text).toContain('The link works once, for 7 days.');
});

test("Check names a group the school made in the suite, which Import would refuse, and says it is the suite's to put right", async ({ page }) => {
  const token = uniqueToken('sd');
  // A student in Year 9: the import's year group takes the name of the demo school's own "Year 9".
  const files = rosterFiles({
    userRow: [`s-${token}`, '', 'true', '', 'Ola', 'Berg', '', '09', '', ''],
    roleRow: [`r-${token}`, '', `s-${token}`, 'primary', 'student', 'OAK'],
  });
  const shell = new ShellPage(page);
  await shell.signInAs('admin');
  await shell.menuEntry('School data').click();
  await page.getByLabel('OneRoster file (.zip)').setInputFiles({ name: 'year-nine.zip', mimeType: 'application/zip', buffer: zipOfFiles(files) });
  const check = page.getByRole('button', { name: 'Check' });
  await tabTo(page, check);
  await expectVisibleFocus(check);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'A problem: nothing was changed' })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText(/^The file is right: what stops it is a record made in the suite/)).toBeVisible();
  const problem = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'users.csv, line 2, column grades' }) });
  await expect(problem.getByRole('cell').nth(1)).toHaveText(
    /^the school already has a year group "Year 9" that was made in the suite, not by an import, .* ask whoever runs the suite for your school to rename it/,
  );
  await expect(page.getByText(/constraint|duplicate key/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectAccessible(page, 'a clash with the suite checked');
});
