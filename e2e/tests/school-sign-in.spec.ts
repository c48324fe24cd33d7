// A school that signs in with its own accounts (decision 0034), in the browser: the e-mail-first page,
// the password page it leads to for a username, the choice of school for a domain two schools share,
// the school's own provider (an oauth2-mock-server
// started here on a free port, which signs in whoever the login hint names), back signed in to the
// suite, signed out at both, and the page a teacher sees when the school's provider is down. Axe on
// each new page.
//
// Its own server (a free port, its own data folder), given the provider by `npm run school-sign-in`
// before it starts, so the journeys sharing the suite's server keep the password-only sign-in page.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, test } from '../pages/journey';
import { expectAccessible } from '../pages/accessibility';
import { ShellPage } from '../pages/shell-page';

const REPO = path.resolve(__dirname, '..', '..');
const DATA = path.join(os.tmpdir(), `homework-school-sign-in-journey-${process.env.E2E_PORT ?? 4173}`);
/** The demo's `teacher` at Oakwood Academy, as the seed names her. */
const TEACHER_EMAIL = 's.thompson@oakwood-academy.example';
const run = promisify(execFile);

let server: ChildProcess | undefined;
let upstream: OAuth2Server | undefined;
let upstreamSignOuts = 0;
let base = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.use({ expectedRefusals: ['serverFault'] });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(DATA, { recursive: true, force: true });
  fs.mkdirSync(DATA, { recursive: true });
  upstream = new OAuth2Server();
  await upstream.issuer.keys.generate('RS256');
  await upstream.start(await freePort(), '127.0.0.1');
  const hints = new Map<string, string>();
  upstream.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: { url?: string }) => {
    hints.set(redirect.url.searchParams.get('code') ?? '', new URL(request.url ?? '/', 'http://x').searchParams.get('login_hint') ?? '');
  });
  upstream.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, request: { body?: Record<string, unknown> }) => {
    const email = hints.get(String(request.body?.code ?? ''));
    if (email) Object.assign(token.payload, { email, sub: `upstream-${email}` });
  });
  upstream.service.on('beforePostLogoutRedirect', () => void upstreamSignOuts++);

  const port = await freePort();
  base = `http://localhost:${port}`;
  const env = { ...process.env, DEMO_SCHOOLS: '1', PORT: String(port), PUBLIC_URL: base, DATA_DIR: path.join(DATA, 'data') };
  // As the operator does (README), on the demo's database before its first start.
  // trust.example is the trust's own domain, which both schools' staff may use.
  for (const [school, client, domain] of [
    ['Oakwood Academy', 'homeworkoakwood', 'oakwood-academy.example'],
    ['Riverside School', 'homeworkriverside', 'riverside-school.example'],
  ]) {
    await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/school-sign-in.ts', 'set', school, '--issuer', upstream.issuer.url!, '--client-id', client, '--domain', domain, '--domain', 'trust.example'],
      { cwd: REPO, env: { ...env, SCHOOL_CLIENT_SECRET: 'journey-secret' } },
    );
  }
  const log = fs.openSync(path.join(DATA, 'server.log'), 'w');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: REPO, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  for (let waited = 0; ; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the journey's server stopped: ${fs.readFileSync(path.join(DATA, 'server.log'), 'utf8').slice(-2000)}`);
    if (await fetch(`${base}/config.json`).then((response) => response.ok, () => false)) break;
    if (waited > 180_000) throw new Error("the journey's server did not answer in 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  await upstream?.stop().catch(() => undefined);
  fs.rmSync(DATA, { recursive: true, force: true });
});

test('e-mail first, the school’s own provider, back signed in; signed out at both; a provider that is down said in words', async ({ page }) => {
  test.setTimeout(180_000);
  const shell = new ShellPage(page);
  const who = page.getByLabel('E-mail address or username');

  await page.goto(`${base}/#/homework/all-homework`);
  await expect(who).toBeVisible();
  await expect(who).toBeFocused();
  await expectAccessible(page, 'the e-mail-first sign-in page');

  // A username is not a school's domain: the password page, with the way back.
  await who.fill('standalone');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('standalone');
  await expectAccessible(page, 'the password page after the e-mail step');
  await page.getByRole('link', { name: 'Use another e-mail address or username' }).click();

  // The trust's domain, which two schools share: the teacher chooses one.
  await who.fill('s.thompson@trust.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Which school are you signing in to?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Riverside School' })).toBeVisible();
  await expectAccessible(page, 'the choice of school for a shared domain');
  await page.getByRole('link', { name: 'Use another e-mail address or username' }).click();

  // Oakwood's domain: its provider, and back to the page asked for.
  await who.fill(TEACHER_EMAIL);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('search', { name: 'Homework filters' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/homework/all-homework');

  await shell.signOut();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  expect(upstreamSignOuts, 'signed out at the school’s provider too').toBe(1);

  // The school's provider stops answering: the teacher is told so, in words, with a way back.
  await upstream!.stop();
  await page.goto(`${base}/#/homework/all-homework`);
  await who.fill(TEACHER_EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Could not sign you in' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText("Your school's sign-in service is not answering at the moment");
  await expectAccessible(page, 'the page saying the school’s provider is down');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
});
