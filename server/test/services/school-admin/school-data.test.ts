// Decision 0025 from the school administrator's page, over HTTP: a OneRoster bundle uploaded, checked
// (dry run) and imported for the caller's school only; a bundle of another school, or that is no
// bundle at all, refused in words with nothing changed; then invitations counted and sent.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { MAX_ROSTER_BUNDLE_BYTES, SCHOOL_DATA, SCHOOL_DATA_TEXTS, fileNotSupported, pathOf, type InvitationsAnswer, type RosterImportAnswer } from '@homework/contracts';
import { ACCESS_REFUSED } from '../../../src/kit';
import { REASONS } from '../../../src/roster-import';
import { signIn, startTestServer, type TestServer } from '../../support';
import { csv, manifest, northfield, writeZip, type BundleFiles } from '../../support/roster-bundle';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/school-admin/school-data.test.ts', () => {
  const IDLE_SECONDS = 1;
  const IMPORT = `/${pathOf(SCHOOL_DATA.importRoster)}`;
  const INVITATIONS = `/${pathOf(SCHOOL_DATA.invitationsToSend)}`;

  let s: TestServer;
  let work: string;
  const tokens: Record<string, string> = {};
  let school: { id: string; name: string };
  /** The demo school's own staff without a password, before the import adds two. */
  let uninvited: number;

  /**
   * Northfield's bundle as the admin's own school: its org named as the suite names the school, its
   * classes, subject codes and year group apart from the demo's (a name or code the school's own rows hold is the
   * database's refusal, tested with the command's).
   */
  function ownBundle(change?: Parameters<typeof northfield>[0]): BundleFiles {
    const files = northfield((rows) => {
      for (const cls of rows.classes) cls.title = `SD ${cls.title}`;
      for (const course of rows.courses) course.courseCode = `SD-${course.courseCode}`;
      for (const user of rows.users) if (user.grades) user.grades = 'KG';
      change?.(rows);
    });
    return { ...files, 'orgs.csv': files['orgs.csv'].replace('Northfield Academy', school.name) };
  }

  let zips = 0;
  async function zipOf(files: BundleFiles, declaredSize?: number): Promise<Buffer> {
    const file = await writeZip(
      path.join(work, `bundle-${++zips}.zip`),
      Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text), ...(declaredSize && name === 'users.csv' ? { declaredSize } : {}) })),
    );
    return fs.readFile(file);
  }

  async function upload(bytes: Buffer, { dryRun = true, name = 'school.zip', user = 'admin' } = {}) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${s.baseUrl}${IMPORT}${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', headers: { authorization: `Bearer ${tokens[user]}` }, body: form });
    return { status: response.status, body: (await response.json()) as RosterImportAnswer & { message: string } };
  }

  async function invitations(method: 'GET' | 'POST', user = 'admin') {
    const response = await fetch(`${s.baseUrl}${INVITATIONS}`, { method, headers: { authorization: `Bearer ${tokens[user]}` } });
    return { status: response.status, body: (await response.json()) as InvitationsAnswer & { message: string } };
  }

  /** The rows an import writes into the school, to show that a refusal changed none. */
  const imported = async () =>
    (
      await s.db.query<{ n: number }>(
        `select (select count(*) from staff where school_id = $1 and sourced_id is not null)
            + (select count(*) from students where school_id = $1 and sourced_id is not null)
            + (select count(*) from groups where school_id = $1 and sourced_id is not null) as n`,
        [school.id],
      )
    ).rows[0].n;

  before(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-school-data-'));
    // Its own database on PostgreSQL too: the import changes the demo school other files read.
    s = await startTestServer({ uploadIdleSeconds: IDLE_SECONDS }, { privateDatabase: true });
    for (const user of ['admin', 'teacher']) tokens[user] = (await signIn(s.baseUrl, user)).accessToken;
    const { rows } = await s.db.query<{ id: string; name: string }>(
      "select sc.id::text as id, sc.name from schools sc join user_accounts ua on ua.school_id = sc.id where ua.username = 'admin'",
    );
    school = rows[0];
    uninvited = (await invitations('GET')).body.Count;
  });
  after(async () => {
    await s?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  describe('a bundle of the school administrator\'s own school', () => {
    test("before any import, a school is known by its name: another school's bundle is refused", async () => {
      const answer = await upload(await zipOf(northfield()), { dryRun: false });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, SCHOOL_DATA_TEXTS.otherSchool('Northfield Academy', school.name));
      assert.equal(await imported(), 0);
    });

    test('checked: what would change, and nothing written', async () => {
      const answer = await upload(await zipOf(ownBundle()));
      assert.equal(answer.status, 200, answer.body.message);
      assert.equal(answer.body.DryRun, true);
      assert.deepEqual(answer.body.Problems, []);
      assert.deepEqual(answer.body.Changes.find((change) => change.Kind === 'staff'), { Kind: 'staff', Added: 2, Changed: 0, Removed: 0, RemovedAs: 'left' });
      assert.match(answer.body.Summary, /^Would change \(a dry run: nothing was written\):/);
      assert.equal(await imported(), 0);
    });

    test('imported: the school takes its sourcedId and the people are there; the same again changes nothing', async () => {
      const first = await upload(await zipOf(ownBundle()), { dryRun: false });
      assert.equal(first.status, 200, first.body.message);
      assert.equal(first.body.DryRun, false, JSON.stringify(first.body));
      assert.deepEqual(first.body.Changes.find((change) => change.Kind === 'schools'), { Kind: 'schools', Added: 0, Changed: 1, Removed: 0, RemovedAs: 'removed' });
      assert.deepEqual(first.body.Changes.find((change) => change.Kind === 'students'), { Kind: 'students', Added: 3, Changed: 0, Removed: 0, RemovedAs: 'left' });
      assert.equal((await s.db.query('select sourced_id from schools where id = $1', [school.id])).rows[0].sourced_id, 'S1');
      assert.equal(await imported(), 2 + 3 + 4);

      const again = await upload(await zipOf(ownBundle()), { dryRun: false });
      assert.deepEqual(again.body.Changes, []);
      assert.equal(again.body.Summary, 'Nothing changed: the database already matches the bundle.');
    });

    test("a nightly delta is applied on top of what the school's page imported: checked, then imported", async () => {
      const delta: BundleFiles = {
        'manifest.csv': manifest(Object.fromEntries(['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users'].map((file) => [`file.${file}`, file === 'users' ? 'delta' : 'absent']))),
        'users.csv': csv([{ sourcedId: 's2', status: 'active', dateLastModified: '2026-12-01T22:00:00Z', enabledUser: 'true', givenName: 'Benedict', familyName: 'Obi', grades: 'KG', agentSourcedIds: '' }]),
      };
      const checked = await upload(await zipOf(delta));
      assert.equal(checked.status, 200, checked.body.message);
      assert.deepEqual(checked.body.Problems, []);
      assert.deepEqual(checked.body.Changes.find((change) => change.Kind === 'students'), { Kind: 'students', Added: 0, Changed: 1, Removed: 0, RemovedAs: 'left' });
      const done = await upload(await zipOf(delta), { dryRun: false });
      assert.deepEqual(done.body.Changes.map((change) => change.Kind), ['students']);
      const { rows } = await s.db.query<{ forename: string }>(`select display_forename as forename from students where school_id = $1 and sourced_id = 's2'`, [school.id]);
      assert.deepEqual(rows, [{ forename: 'Benedict' }]);
    });

    test('two imports of the school at once take turns: one writes, the other finds it written', async () => {
      const bytes = await zipOf(ownBundle((rows) => void (rows.users[1]!.familyName = 'Reid-Two')));
      const answers = await Promise.all([upload(bytes, { dryRun: false }), upload(bytes, { dryRun: false })]);
      assert.deepEqual(answers.map((answer) => [answer.status, answer.body.Problems]), [[200, []], [200, []]], JSON.stringify(answers.map((answer) => answer.body.Summary)));
      assert.deepEqual(answers.map((answer) => answer.body.Changes.length > 0).sort(), [false, true]);
    });

    test('a bad row: every problem with its file, line and column, and nothing changed', async () => {
      const before = await imported();
      const answer = await upload(await zipOf(ownBundle((rows) => void (rows.users[0].givenName = ''))), { dryRun: false });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body.Problems[0], { File: 'users.csv', Line: 2, Column: 'givenName', Reason: REASONS.required, FixedIn: 'file' });
      assert.deepEqual(answer.body.Changes, []);
      assert.equal(await imported(), before);
    });
  });

  describe('refused in words, changing nothing', () => {
    test("another school's bundle, once the school was imported: by its org's sourcedId", async () => {
      const before = await imported();
      const other = Object.fromEntries(Object.entries(northfield()).map(([name, text]) => [name, text.replaceAll('S1', 'S9')]));
      const answer = await upload(await zipOf(other), { dryRun: false });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, SCHOOL_DATA_TEXTS.otherSchool('Northfield Academy', school.name));
      assert.equal(await imported(), before);
    });

    test('a year group the school made in the suite: Check finds what Import would refuse, names it, and says it is for the suite', async () => {
      const before = await imported();
      const files = ownBundle((rows) => void (rows.users.find((user) => user.sourcedId === 's3')!.grades = '09'));
      const expected = { File: 'users.csv', Line: 6, Column: 'grades', Reason: REASONS.suiteGroup('year group', 'Year 9'), FixedIn: 'suite' };
      for (const dryRun of [true, false]) {
        const answer = await upload(await zipOf(files), { dryRun });
        assert.equal(answer.status, 200, answer.body.message);
        assert.deepEqual(answer.body.Problems, [expected]);
        assert.doesNotMatch(JSON.stringify(answer.body), /constraint|duplicate key/);
      }
      assert.equal(await imported(), before);
    });

    test('a bundle of two schools', async () => {
      const files = ownBundle();
      files['orgs.csv'] += csv([{ sourcedId: 'S2', status: '', dateLastModified: '', name: 'Southfield', type: 'school', identifier: '', parentSourcedId: '' }]).split('\n').slice(1).join('\n');
      const answer = await upload(await zipOf(files), { dryRun: false });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, SCHOOL_DATA_TEXTS.schoolCount(2, school.name));
    });

    test('a file that is not a zip, one not named .zip, and a possible zip bomb', async () => {
      const notZip = await upload(Buffer.from('sourcedId,name\n'));
      assert.equal(notZip.status, 400);
      assert.match(notZip.body.message, /^This file could not be read as a school's data, so nothing was imported: school\.zip: is not a readable zip file/);

      const notNamedZip = await upload(Buffer.from('x'), { name: 'users.csv' });
      assert.equal(notNamedZip.status, 400);
      assert.equal(notNamedZip.body.message, fileNotSupported('users.csv'));

      const bomb = await upload(await zipOf(ownBundle(), 10));
      assert.equal(bomb.status, 400);
      assert.equal(bomb.body.message, SCHOOL_DATA_TEXTS.unreadable(`users.csv: ${REASONS.sizeMismatch}`));
    });

    test('a file over the limit, before its bytes are read', async () => {
      const answer = await rawUpload({ declaredLength: MAX_ROSTER_BUNDLE_BYTES * 2, end: true });
      assert.match(answer, /^HTTP\/1\.1 413/);
      assert.ok(answer.includes(SCHOOL_DATA_TEXTS.tooLarge('The file')), answer);
    });

    test('an upload that stalls is ended after the idle time-out', async () => {
      const started = Date.now();
      await rawUpload({ declaredLength: 1_000_000, end: false });
      assert.ok(Date.now() - started < IDLE_SECONDS * 1000 * 5);
      const leftOver = await fs.readdir(path.join(os.tmpdir(), 'homework-roster-uploads', '.tmp')).catch(() => []);
      assert.ok(!leftOver.some((name) => name.endsWith('.part') && name.includes('stall')));
      assert.equal((await invitations('GET')).status, 200, 'the same server still answers');
    });

    test('an upload whose client vanishes half-way: nothing imported, the same server still answers', async () => {
      const before = await imported();
      assert.equal(await rawUpload({ declaredLength: 1_000_000, end: false, cut: true }), '');
      assert.equal(await imported(), before);
      assert.equal((await invitations('GET')).status, 200);
      assert.equal((await upload(await zipOf(ownBundle()))).status, 200, 'and takes the next upload');
    });

    test('a teacher who is not the school administrator', async () => {
      const answer = await upload(await zipOf(ownBundle()), { user: 'teacher' });
      assert.equal(answer.status, 403);
      assert.equal(answer.body.message, ACCESS_REFUSED.schoolAdmin);
      assert.equal((await invitations('POST', 'teacher')).status, 403);
    });
  });

  describe('invitations', () => {
    test('counted first, then sent once through the outbox', async () => {
      const asked = await invitations('GET');
      assert.equal(asked.status, 200);
      // The two imported staff have no password, beside the demo's own staff who have none.
      assert.deepEqual(asked.body, { Count: uninvited + 2, WithoutEmail: [] });
      const sent = await invitations('POST');
      assert.deepEqual(sent.body, { Count: uninvited + 2, WithoutEmail: [] });
      const { rows } = await s.db.query<{ n: number }>(
        "select count(*)::int as n from message_recipients r join messages m on m.school_id = r.school_id and m.id = r.message_id where m.school_id = $1 and m.kind = 'password'",
        [school.id],
      );
      assert.equal(rows[0].n, uninvited + 2);
      assert.deepEqual((await invitations('GET')).body, { Count: 0, WithoutEmail: [] });
    });
  });

  /** A multipart upload written by hand: its Content-Length claimed, its body ended, left hanging or cut by the client; answers what came back (or '' when cut). */
  function rawUpload({ declaredLength, end, cut = false }: { declaredLength: number; end: boolean; cut?: boolean }): Promise<string> {
    const boundary = 'stall';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="school.zip"\r\nContent-Type: application/zip\r\n\r\n`;
    const url = new URL(s.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => void (answer += text));
    socket.on('error', () => undefined);
    socket.write(
      [`POST ${IMPORT} HTTP/1.1`, `Host: ${url.host}`, `Authorization: Bearer ${tokens.admin}`, `Content-Type: multipart/form-data; boundary=${boundary}`, `Content-Length: ${declaredLength}`, '', ''].join('\r\n'),
    );
    socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(64 * 1024, 1)]));
    if (end) socket.end();
    if (cut) setTimeout(() => socket.destroy(), 100);
    return new Promise((resolve) => socket.on('close', () => resolve(answer)));
  }
});
