// Decision 0025, a real school's data from OneRoster: a real school imported from its information
// system (a OneRoster bundle, with `npm run import -- <bundle> --invite`) into a production start of
// its own (no demo), its teacher invited by mail, setting a password through the link, signing in
// through the provider's pages, seeing their classes in the Assigned-to selector, setting homework for
// one and messaging that class's parents, whose mails reach the imported guardians' addresses. axe on
// every new page.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { HomeworkFormPage } from '../pages/homework-form-page';
import { Mailbox, type CaughtMail } from '../pages/mailbox';
import { MessagingPage } from '../pages/messaging-page';
import { ShellPage } from '../pages/shell-page';
import { SignInPage } from '../pages/sign-in-page';
import { MAIL_SMTP_PORT, baseURL } from '../playwright.config';

const root = path.resolve(__dirname, '..', '..');
/** The imported school's own server: beside the journeys' one, on the next free port of theirs. */
const SCHOOL_PORT = Number(new URL(baseURL).port) + 5;
const SCHOOL_URL = `http://localhost:${SCHOOL_PORT}`;

const TEACHER = { username: 'rpatel', email: 'r.patel@eastbrook.example', name: 'Ravi Patel' };
const GUARDIANS = { 'joy.ade@mail.example': 2, 'sam.berg@mail.example': 1 };
const CLASS = '9X/Sc1';
const PASSWORD = 'eastbrook science teacher';
const INVITATION = 'Set your password for Homework at Eastbrook School';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const csv = (rows: string[][]) => rows.map((row) => row.join(',')).join('\n') + '\n';

/** A small OneRoster 1.2 bundle: one teacher, three students, two guardians, one class and a registration group. */
const BUNDLE: Record<string, string> = {
  'manifest.csv': csv([
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users'].map((file) => [`file.${file}`, 'bulk']),
    ['file.demographics', 'absent'],
  ]),
  'orgs.csv': csv([
    ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
    ['E1', '', '', 'Eastbrook School', 'school', '', ''],
  ]),
  'academicSessions.csv': csv([
    ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
    ['Y1', 'This year', 'schoolYear', day(-90), day(240), '', day(240).slice(0, 4)],
    ['T1', 'This term', 'term', day(-30), day(60), 'Y1', day(240).slice(0, 4)],
  ]),
  'courses.csv': csv([
    ['sourcedId', 'title', 'courseCode', 'orgSourcedId'],
    ['C-SC', 'Science', 'Sc', 'E1'],
    ['C-REG', 'Registration', 'Reg', 'E1'],
  ]),
  'classes.csv': csv([
    ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
    ['K-9X', '9X', 'C-REG', 'homeroom', 'E1', 'T1'],
    ['K-SC', CLASS, 'C-SC', 'scheduled', 'E1', 'T1'],
  ]),
  'users.csv': csv([
    ['sourcedId', 'status', 'enabledUser', 'username', 'givenName', 'familyName', 'email', 'grades', 'agentSourcedIds'],
    ['t1', '', 'true', TEACHER.username, 'Ravi', 'Patel', TEACHER.email, '', ''],
    ['s1', '', 'true', '', 'Ada', 'Ade', '', '09', 'g1'],
    ['s2', '', 'true', '', 'Bayo', 'Ade', '', '09', 'g1'],
    ['s3', '', 'true', '', 'Cleo', 'Berg', '', '09', 'g2'],
    ['g1', '', 'true', '', 'Joy', 'Ade', 'joy.ade@mail.example', '', '"s1,s2"'],
    ['g2', '', 'true', '', 'Sam', 'Berg', 'sam.berg@mail.example', '', 's3'],
  ]),
  'roles.csv': csv([
    ['sourcedId', 'status', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
    ...[['t1', 'teacher'], ['s1', 'student'], ['s2', 'student'], ['s3', 'student'], ['g1', 'guardian'], ['g2', 'guardian']].map(([user, role]) => [`r-${user}`, '', user, 'primary', role, 'E1']),
  ]),
  'enrollments.csv': csv([
    ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
    ...['s1', 's2', 's3'].flatMap((student, n) => [[`e-r${n}`, 'K-9X', 'E1', student, 'student'], [`e-s${n}`, 'K-SC', 'E1', student, 'student']]),
    ['e-t1', 'K-SC', 'E1', 't1', 'teacher'],
  ]),
};

let work: string;
let server: ChildProcess | undefined;
let serverLog = '';

// The refusals: two passwords that differ (400), the used link opened again (410).
test.use({ baseURL: SCHOOL_URL, expectedRefusals: ['refusedWrite', 'linkUsedUp'] });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'roster-journey-'));
  const bundle = path.join(work, 'bundle');
  await fs.mkdir(bundle);
  for (const [name, text] of Object.entries(BUNDLE)) await fs.writeFile(path.join(bundle, name), text);
  const env = { ...process.env, DATA_DIR: path.join(work, 'data'), DATABASE_URL: '', DEMO_SCHOOLS: '' };

  const imported = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/import.ts', bundle, '--invite'], { cwd: root, env });
  expect(imported.stdout).toContain('staff: 1 added');
  expect(imported.stdout).toContain('Invitations: 1 queued in the outbox');

  // A production start: no demo schools, the imported school's mail delivered to the journeys' catcher.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(SCHOOL_PORT), PUBLIC_URL: SCHOOL_URL, SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`, FILE_STORAGE: '', MAIL_RETRY_BASE_SECONDS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => void (serverLog += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => void (serverLog += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${SCHOOL_URL}/health/ready`).catch(() => undefined))?.status, { timeout: 180_000, message: `the school's server did not start:\n${serverLog}` })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (work) await fs.rm(work, { recursive: true, force: true });
});

const linkIn = (mail: CaughtMail) => {
  const href = /href="([^"]*\/oidc\/password\/set\/[^"]+)"/.exec(mail.html ?? '')?.[1];
  expect(href, `a link in "${mail.subject}"`).toBeTruthy();
  return href!.replace(/&amp;/g, '&');
};

test("an imported teacher, invited by mail, sets a password, signs in, sets homework for their class and messages its parents", async ({ page }) => {
  const mailbox = new Mailbox();
  const [invitation] = await mailbox.waitFor(TEACHER.email, { subject: INVITATION });
  expect(invitation.text).toContain('The link works once, for 7 days.');
  const link = linkIn(invitation);

  // The link's page states the rule, refuses two passwords that differ in words, then sets it.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await expect(page.getByText(`Your username is ${TEACHER.username}.`)).toBeVisible();
  await expectAccessible(page, 'set password');
  // (A short one the browser itself refuses, from the field's minlength: the server's refusals are the API tests'.)
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(`${PASSWORD}s`);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same. Please type the new password twice.');
  await expectAccessible(page, 'set password refused');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password set' })).toBeVisible();
  await expectAccessible(page, 'password set');

  // Used once, the link says so.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link has already been used');
  await expectAccessible(page, 'used link');

  // "Forgot password?" from the sign-in page answers without saying whether the account exists.
  await page.goto('/');
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Username or e-mail address').fill('nobody-here');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('a mail with a link to set a new password is on its way');
  await expectAccessible(page, 'link asked for');

  // Signed in through the provider's pages with the new password.
  await page.goto('/#/homework/create');
  await signInPage.signIn(TEACHER.username, PASSWORD);
  const form = new HomeworkFormPage(page, 'create');
  await form.expectLoaded();
  await form.title.fill('Cells and their parts');
  await form.chooseSubject('Science');
  await form.assignedTo.open();
  await expect(form.assignedTo.dialog.getByRole('checkbox', { name: `Select ${CLASS}`, exact: true })).toBeVisible();
  await form.assignedTo.chooseGroup(CLASS);
  expect(await form.assignedTo.totalSelected()).toBe(3);
  await form.assignedTo.done();
  await form.typeDescription('Label the parts of a plant cell on the sheet.');
  await form.submit();
  await expect(page.getByRole('status').filter({ hasText: 'Homework created.' })).toBeVisible();
  await expect(page.getByText('Cells and their parts')).toBeVisible();

  // A message to the class's parents: one mail per parent per child, at the imported addresses.
  await new ShellPage(page).menuEntry('Messages').click();
  const composer = new MessagingPage(page);
  await composer.expectLoaded();
  await expect(composer.sendTo('Parents')).toBeChecked();
  await composer.students.open();
  await composer.students.chooseGroup(CLASS);
  await composer.students.done();
  await composer.subject.fill('Science homework');
  await composer.message.fill('Please ask about the plant cell sheet.');
  await composer.send.click();
  await composer.expectStatus('All messages sent successfully.');
  for (const [address, count] of Object.entries(GUARDIANS)) {
    const mails = await mailbox.waitFor(address, { subject: 'Science homework', count });
    expect(mails).toHaveLength(count);
  }
});
