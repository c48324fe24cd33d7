// Decision 0025: imported staff are invited to set a password (a mailed, single-use link valid 7 days,
// kept only as a hash), and "Forgot password?" sends the same kind of link, limited, with the same
// answer whether or not the account exists. Over HTTP, with the mail read from a real SMTP server.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  FORGOT_PASSWORD_PATH,
  PASSWORD_LINK_LIMITS,
  PASSWORD_RULE,
  PASSWORD_TEXTS,
  SET_PASSWORD_PATH,
  describeInvitations,
  hashToken,
  inviteStaff,
} from '../../src/domain/password-links';
import { escapeHtml } from '../../src/identity/pages';
import { importRoster } from '../../src/roster-import';
import { startMailServer, type CaughtMail, type MailServer } from '../support/mail-server';
import { Browser, authorizationRequest, signIn, startTestServer, type TestServer } from '../support';
import { northfield, writeFolder } from '../support/roster-bundle';

const TEACHER = 's.khan@northfield.example';
const ADMIN = 't.reid@northfield.example';
const INVITATION = 'Set your password for Homework at Northfield Academy';
const RESET = 'A new password for Homework';
const GOOD = 'correct horse battery staple';

const linkOf = (mail: CaughtMail) => {
  const href = /href="([^"]*\/oidc\/password\/set\/[^"]+)"/.exec(mail.html)?.[1];
  assert.ok(href, `no link in "${mail.subject}"`);
  return href.replace(/&amp;/g, '&');
};
const form = (fields: Record<string, string>, address = '192.0.2.1') => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
  body: new URLSearchParams(fields),
});
/** The page's text as it is written into the HTML. */
const shows = (html: string, text: string) => assert.ok(html.includes(escapeHtml(text)), `"${text}" not in ${html.slice(0, 600)}`);

describe('invitations and forgotten passwords at the built-in provider', () => {
  let server: TestServer;
  let mail: MailServer;
  let work: string;
  let schoolIds: string[];

  before(async () => {
    mail = await startMailServer();
    server = await startTestServer({ smtpUrl: mail.url, mailFrom: 'no-reply@homework.test', mailRetryBaseSeconds: 1, mailRetryMaxSeconds: 1, trustProxy: true });
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'password-links-'));
    const result = await importRoster(server.db, await writeFolder(path.join(work, 'bundle'), northfield()));
    assert.ok('schoolIds' in result, JSON.stringify(result));
    schoolIds = result.schoolIds;
  });
  after(async () => {
    await server?.close();
    await mail?.stop();
    await fs.rm(work, { recursive: true, force: true });
  });

  const invite = async () => {
    const invited = await server.db.transaction((tx) => inviteStaff(tx, schoolIds));
    server.app.outbox.wake();
    return invited;
  };

  test('the import invites each member of staff without a password, once; the link is kept only as a hash', async () => {
    assert.deepEqual(await invite(), { invited: 2, withoutEmail: [] });
    const [teacher] = await mail.waitFor(1, TEACHER, INVITATION);
    await mail.waitFor(1, ADMIN, INVITATION);
    const link = linkOf(teacher);
    assert.ok(link.startsWith(`${server.baseUrl}${SET_PASSWORD_PATH}/`));
    assert.match(teacher.text, /The link works once, for 7 days\./);
    const token = link.split('/').pop()!;
    const stored = await server.db.query<{ token_hash: string }>("select token_hash from password_links where purpose = 'invitation'");
    assert.ok(stored.rows.some((row) => row.token_hash === hashToken(token)));
    const anywhere = await server.db.query(
      `select 1 from password_links where token_hash = $1 union all select 1 from messages where body_html like '%' || $1 || '%'
       union all select 1 from message_recipients where coalesce(last_error, '') like '%' || $1 || '%'`,
      [token],
    );
    assert.equal(anywhere.rows.length, 0, 'the link itself is stored nowhere');
    // Run again: the links are still waiting, so nobody is invited twice.
    assert.deepEqual(await invite(), { invited: 0, withoutEmail: [] });
    assert.match(describeInvitations({ invited: 2, withoutEmail: ['Ann Lee'] }), /Invitations: 2 queued[\s\S]*no e-mail address: Ann Lee/);
  });

  test('the link opens a page that states the rule; every refusal says what is wrong; then the teacher signs in', async () => {
    const link = linkOf((await mail.waitFor(1, TEACHER, INVITATION))[0]);
    const page = await fetch(link);
    assert.equal(page.status, 200);
    const html = await page.text();
    shows(html, PASSWORD_RULE.text);
    assert.match(html, /Your username is <strong>skhan<\/strong>/);

    for (const [password, again, refusal] of [
      ['short', 'short', PASSWORD_TEXTS.tooShort],
      ['x'.repeat(PASSWORD_RULE.maxLength + 1), 'x'.repeat(PASSWORD_RULE.maxLength + 1), PASSWORD_TEXTS.tooLong],
      [GOOD, `${GOOD}!`, PASSWORD_TEXTS.different],
    ]) {
      const refused = await fetch(link, form({ password, again }));
      assert.equal(refused.status, 400, refusal);
      const text = await refused.text();
      shows(text, refusal);
      assert.match(text, /aria-invalid="true"/);
    }
    await assert.rejects(signIn(server.baseUrl, 'skhan', GOOD), /sign-in as skhan failed/);

    const set = await fetch(link, form({ password: GOOD, again: GOOD }));
    assert.equal(set.status, 200);
    assert.match(await set.text(), /Your password is set\. Sign in to Homework with your username <strong>skhan<\/strong>/);
    const tokens = await signIn(server.baseUrl, 'skhan', GOOD);
    const me = await fetch(`${server.baseUrl}/v1/Role/CurrentUser`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    assert.equal(me.status, 200, 'the imported teacher reaches the API');
  });

  test('a used link, an expired one and one that never was each say so in words', async () => {
    const used = linkOf((await mail.waitFor(1, TEACHER, INVITATION))[0]);
    for (const answer of [await fetch(used), await fetch(used, form({ password: GOOD, again: GOOD }))]) {
      assert.equal(answer.status, 410);
      shows(await answer.text(), PASSWORD_TEXTS.usedLink);
    }

    const expiring = linkOf((await mail.waitFor(1, ADMIN, INVITATION))[0]);
    await server.db.query("update password_links set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(expiring.split('/').pop()!)]);
    for (const answer of [await fetch(expiring), await fetch(expiring, form({ password: GOOD, again: GOOD }))]) {
      assert.equal(answer.status, 410);
      shows(await answer.text(), PASSWORD_TEXTS.expiredLink);
    }
    await assert.rejects(signIn(server.baseUrl, 'treid', GOOD), /sign-in as treid failed/);

    const never = await fetch(`${server.baseUrl}${SET_PASSWORD_PATH}/not-a-link`);
    assert.equal(never.status, 404);
    shows(await never.text(), PASSWORD_TEXTS.unknownLink);
  });

  test('the sign-in page offers "Forgot password?"', async () => {
    const html = await (await new Browser().follow(authorizationRequest(server.baseUrl).url)).response.text();
    assert.match(html, new RegExp(`<a href="${FORGOT_PASSWORD_PATH}">Forgot password\\?</a>`));
    const page = await fetch(`${server.baseUrl}${FORGOT_PASSWORD_PATH}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<label for="name">Username or e-mail address<\/label>/);
  });

  test('"Forgot password?" mails a new link to an account and says the same for a name nobody has', async () => {
    const outbox = async () => Number((await server.db.query<{ n: number }>('select count(*)::int as n from message_recipients')).rows[0].n);
    const before = await outbox();
    const unknown = await fetch(`${server.baseUrl}${FORGOT_PASSWORD_PATH}`, form({ name: 'nobody-at-all' }, '192.0.2.10'));
    const known = await fetch(`${server.baseUrl}${FORGOT_PASSWORD_PATH}`, form({ name: 'S.Khan@Northfield.example' }, '192.0.2.10'));
    assert.equal(unknown.status, 200);
    assert.equal(known.status, 200);
    const [unknownText, knownText] = [await unknown.text(), await known.text()];
    assert.equal(unknownText, knownText, 'the same answer whether or not the account exists');
    shows(knownText, PASSWORD_TEXTS.linkSent);
    assert.equal(await outbox(), before + 1, 'mail for the account only');

    const reset = linkOf((await mail.waitFor(1, TEACHER, RESET))[0]);
    const again = 'a different passphrase of mine';
    assert.equal((await fetch(reset, form({ password: again, again }))).status, 200);
    await assert.rejects(signIn(server.baseUrl, 'skhan', GOOD), /sign-in as skhan failed/);
    await signIn(server.baseUrl, 'skhan', again);

    const empty = await fetch(`${server.baseUrl}${FORGOT_PASSWORD_PATH}`, form({ name: '  ' }, '192.0.2.10'));
    assert.equal(empty.status, 400);
    shows(await empty.text(), PASSWORD_TEXTS.nameMissing);
  });

  test('asking for links is limited per name (from any address) and per address (for any name)', async () => {
    const ask = (name: string, address: string) => fetch(`${server.baseUrl}${FORGOT_PASSWORD_PATH}`, form({ name }, address));
    for (let n = 0; n < PASSWORD_LINK_LIMITS.perName; n += 1) assert.equal((await ask('ghost', `198.51.100.${n + 1}`)).status, 200);
    const byName = await ask('ghost', '198.51.100.99');
    assert.equal(byName.status, 429);
    const retryAfter = Number(byName.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= PASSWORD_LINK_LIMITS.windowMs / 1000, `retry-after ${retryAfter}`);
    shows(await byName.text(), PASSWORD_TEXTS.tooManyRequests(15));

    for (let n = 0; n < PASSWORD_LINK_LIMITS.perAddress; n += 1) assert.equal((await ask(`someone-${n}`, '203.0.113.7')).status, 200);
    const byAddress = await ask('someone-else', '203.0.113.7');
    assert.equal(byAddress.status, 429);
    shows(await byAddress.text(), PASSWORD_TEXTS.tooManyRequests(15));
  });
});
