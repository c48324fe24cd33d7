// Decision 0040 over HTTP: the sign-in pages in the language the authorize request or the page's own
// switch asks for, the password pages and mail in the person's language, and the API's refusals in
// the signed-in person's language or the request's Accept-Language. A database of its own, and every
// choice made here undone after, so the seeded schools stay as seeded.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { HOMEWORK_NOT_FOUND_MESSAGE, LANGUAGE, MESSAGES, pathOf } from '@homework/contracts';
import { FORGOT_PASSWORD_PATH } from '../../src/domain/password-links';
import { escapeHtml } from '../../src/identity/pages';
import { startMailServer, type MailServer } from '../support/mail-server';
import { Browser, authorizationRequest, formAction, signIn, startTestServer, type TestServer } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('identity/identity-welsh.test.ts', () => {
  const MINE = `/${pathOf(LANGUAGE.mine)}`;
  const REVIEW_NOTE = 'Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.';
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
  const switchOf = (html: string, baseUrl: string) => {
    const href = /<nav class="after"[^>]*><a href="([^"]+)"/.exec(html)?.[1];
    assert.ok(href, 'no language switch on the page');
    return new URL(href.replace(/&amp;/g, '&'), baseUrl).href;
  };

  let server: TestServer;
  let mail: MailServer;
  const tokens: Record<string, string> = {};

  before(async () => {
    mail = await startMailServer();
    server = await startTestServer({ smtpUrl: mail.url, mailFrom: 'no-reply@homework.test', mailRetryBaseSeconds: 1, mailRetryMaxSeconds: 1 }, { privateDatabase: true });
    for (const user of ['teacher', 'admin']) tokens[user] = (await signIn(server.baseUrl, user)).accessToken;
  });

  const api = (path: string, init: { token?: string; headers?: Record<string, string>; method?: string; body?: unknown } = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const choose = (user: string, language: 'cy' | null) => api(MINE, { token: tokens[user], method: 'POST', body: { Language: language } });

  after(async () => {
    await choose('teacher', null);
    await server?.close();
    await mail?.stop();
  });

  describe('the sign-in page in Welsh and English', () => {
    test('English by default, <html lang="en-GB">, with a link to Cymraeg that keeps the sign-in', async () => {
      const browser = new Browser();
      const page = await browser.follow(authorizationRequest(server.baseUrl).url);
      const html = await page.response.text();
      assert.equal(langOf(html), 'en-GB');
      assert.ok(html.includes('<h1>Sign in to Homework</h1>') && !html.includes(REVIEW_NOTE));
      assert.match(html, /<a href="[^"]*\?lang=cy" hreflang="cy" lang="cy">Cymraeg<\/a>/);

      const welsh = await browser.fetch(switchOf(html, server.baseUrl));
      assert.equal(welsh.status, 200);
      const welshHtml = await welsh.text();
      assert.equal(langOf(welshHtml), 'cy');
      assert.ok(welshHtml.includes('<h1>Mewngofnodi i Gwaith Cartref</h1>') && welshHtml.includes(REVIEW_NOTE));
      assert.match(welshHtml, /hreflang="en" lang="en">English<\/a>/);
      // The form keeps the language: a wrong password is refused in Welsh, on the same sign-in.
      const refused = await browser.fetch(formAction(welshHtml, server.baseUrl), form({ username: 'teacher', password: 'wrong' }));
      const refusedHtml = await refused.text();
      assert.equal(langOf(refusedHtml), 'cy');
      assert.ok(refusedHtml.includes('role="alert">Enw defnyddiwr neu gyfrinair annilys.</p>'), refusedHtml.slice(0, 600));
    });

    test('the authorize request’s ui_locales=cy gives the Welsh page; a refusal in English says it in English', async () => {
      const browser = new Browser();
      const page = await browser.follow(authorizationRequest(server.baseUrl, { extra: { ui_locales: 'cy-GB en' } }).url);
      const html = await page.response.text();
      assert.equal(langOf(html), 'cy');
      assert.ok(html.includes('<label for="username">Enw defnyddiwr</label>') && html.includes('Wedi anghofio’r cyfrinair?'));
      assert.match(html, new RegExp(`href="${FORGOT_PASSWORD_PATH}\\?lang=cy"`));

      const other = new Browser();
      const english = await other.follow(authorizationRequest(server.baseUrl).url);
      const englishHtml = await english.response.text();
      const refused = await other.fetch(formAction(englishHtml, server.baseUrl), form({ username: 'teacher', password: 'wrong' }));
      assert.ok((await refused.text()).includes(`role="alert">${escapeHtml(MESSAGES.invalidCredentials)}</p>`));
    });
  });

  describe('the password pages and mail in the person’s language', () => {
    test('Forgot password? in Welsh sends the link in Welsh to a teacher who chose Cymraeg; its page is in Welsh too', async () => {
      assert.equal((await choose('teacher', 'cy')).status, 200);
      const asked = await fetch(`${server.baseUrl}${FORGOT_PASSWORD_PATH}?lang=cy`);
      const askedHtml = await asked.text();
      assert.equal(langOf(askedHtml), 'cy');
      assert.ok(askedHtml.includes('<h1>Wedi anghofio’r cyfrinair</h1>') && askedHtml.includes(REVIEW_NOTE));

      const sent = await fetch(new URL(formAction(askedHtml, server.baseUrl)), form({ name: 'teacher' }));
      assert.ok((await sent.text()).includes('<h1>Gwiriwch eich e-bost</h1>'));
      const email = (await server.db.query<{ email: string }>("select trim(st.email) as email from staff st join user_accounts ua on ua.school_id = st.school_id and ua.person_id = st.id where ua.username = 'teacher'")).rows[0].email;
      const [welsh] = await mail.waitFor(1, email, 'Cyfrinair newydd ar gyfer Gwaith Cartref');
      assert.ok(welsh.html.includes('<p>Annwyl Mrs Sarah Thompson,</p>'), welsh.html.slice(0, 400));
      assert.ok(welsh.html.includes('Gosod cyfrinair newydd</a>') && welsh.html.includes('Mae’r ddolen yn gweithio unwaith, am 7 diwrnod.'));

      const link = /href="([^"]*\/oidc\/password\/set\/[^"]+)"/.exec(welsh.html)![1];
      const setPage = await (await fetch(link)).text();
      assert.equal(langOf(setPage), 'cy');
      assert.ok(setPage.includes('<h1>Gosod eich cyfrinair</h1>') && setPage.includes('Eich enw defnyddiwr yw <strong>teacher</strong>.'));
    });
  });

  describe('the API’s refusals in the caller’s language', () => {
    const missing = `/v3/HomeworkManagement/GetHomework/${randomUUID()}`;

    test('a teacher who chose Cymraeg is refused in Welsh, whatever their browser asks; a colleague in English', async () => {
      await choose('teacher', 'cy');
      const welsh = await api(missing, { token: tokens.teacher, headers: { 'accept-language': 'en-GB' } });
      assert.equal(welsh.status, 404);
      assert.deepEqual(await welsh.json(), { message: 'Ni chafwyd hyd i’r gwaith cartref.' });
      const english = await api(missing, { token: tokens.admin });
      assert.deepEqual([english.status, await english.json()], [404, { message: HOMEWORK_NOT_FOUND_MESSAGE }]);
      await choose('teacher', null);
      const back = await api(missing, { token: tokens.teacher });
      assert.deepEqual(await back.json(), { message: HOMEWORK_NOT_FOUND_MESSAGE });
    });

    test('nobody signed in: the language Accept-Language asks for, else English, the spec’s text byte for byte', async () => {
      const welsh = await api(missing, { headers: { 'accept-language': 'cy-GB,cy;q=0.9,en;q=0.8' } });
      assert.equal(welsh.status, 401);
      assert.deepEqual(await welsh.json(), { message: 'Heb ddilysu' });
      assert.match(welsh.headers.get('vary') ?? '', /accept-language/i);
      for (const header of [{}, { 'accept-language': 'fr, en;q=0.5' }] as Record<string, string>[]) {
        const english = await api(missing, { headers: header });
        assert.deepEqual([english.status, await english.json()], [401, { message: 'Not authenticated' }]);
      }
    });
  });
});
