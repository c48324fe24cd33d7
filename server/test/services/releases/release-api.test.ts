// The release API over real HTTP (decision 0028): a team's pipeline, with its deploy token, uploads a
// built folder to one server, publishes and points; another server on the same database and store
// (its own web root and data folder, no disk in common) then serves the new list and the release's
// files. Tokens open only their own remote; every call sent twice does its work once; a release that
// is incomplete, cut short, refused by the shell or unable to run on the deployed shell is refused in
// words and points nothing.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { RELEASE_API, RELEASE_MESSAGES, pathOf, filesNamedBy, releasedManifestPath, type RemoteRegistration } from '@homework/contracts';
import { releaseFileKey } from '../../../src/domain/releases';
import { issueDeployToken, revokeDeployToken } from '../../../src/kit/deploy-tokens';
import { sweepUnpublishedFiles } from '../../../src/services/releases/sweep';
import { hostedReleaseOrigins } from '../../../src/web/static';
import { builtSuite, remoteContract, REPO_ROOT, startS3, startTestServer, type TestS3, type TestServer } from '../../support';

const run = promisify(execFile);

/** The release command as a team's CI runs it, from its own checkout, with its token in the environment. */
async function releaseCommand(token: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/release.mjs', ...args], { cwd: REPO_ROOT, env: { ...process.env, HOMEWORK_DEPLOY_TOKEN: token } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const react = (requiredVersion: string) => ({ name: 'react', version: '19.2.0', requiredVersion, singleton: true });
/** A built remote's folder: its manifest naming an entry and the app's chunk, its contract, those files. */
const builtFolder = (version: string, options: { needsReact?: string; title?: string } = {}): Record<string, string> => {
  const manifest = {
    metaData: { remoteEntry: { name: `remoteEntry.${version}.js`, path: '' } },
    exposes: [{ path: './app', assets: { js: { sync: [`app.${version}.js`], async: [] }, css: { sync: [], async: [] } } }],
    shared: [react(options.needsReact ?? '^19.0.0')],
  };
  return {
    'mf-manifest.json': JSON.stringify(manifest),
    'contract.json': JSON.stringify(remoteContract(options.title ?? `All Homework ${version}`)),
    [`remoteEntry.${version}.js`]: `var mf_homework; // ${version}`,
    [`app.${version}.js`]: `app of ${version}`,
  };
};

describe('filesNamedBy: what a manifest needs uploaded', () => {
  const cases: [string, Parameters<typeof filesNamedBy>[0], string[]][] = [
    ['the entry alone', { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }, ['remoteEntry.js']],
    ['an entry in a folder, exposed and shared assets, once each', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } },
      exposes: [{ path: './app', assets: { js: { sync: ['a.js', 'b.js'] } } }],
      shared: [{ name: 'x', version: '1', assets: { js: { sync: ['a.js'], async: ['c.js'] }, css: { sync: ['c.css'], async: [] } } } as never],
    }, ['a.js', 'b.js', 'c.css', 'c.js', 'static/remoteEntry.js']],
  ];
  for (const [name, manifest, expected] of cases) test(name, () => assert.deepEqual(filesNamedBy(manifest), expected));
});

describe("hostedReleaseOrigins: the origins a shell page lets serve hosted releases", () => {
  const at = (manifest: string) => ({ ...remoteContract('x'), manifest });
  const cases: [string, string[], string[]][] = [
    ['the suite\'s own addresses: none', ['/releases/mf-homework/1.0.0/mf-manifest.json', '/remotes/mf-marking/mf-manifest.json'], []],
    ['each https origin once, sorted', ['https://cdn.example/a/mf-manifest.json', 'https://b.example:8443/mf-manifest.json', 'https://cdn.example/b/mf-manifest.json'], ['https://b.example:8443', 'https://cdn.example']],
    ['never plain http, nor a scheme-relative address', ['http://cdn.example/mf-manifest.json', '//cdn.example/mf-manifest.json'], []],
  ];
  for (const [name, manifests, expected] of cases) test(name, () => assert.deepEqual(hostedReleaseOrigins(manifests.map(at)), expected));
});

describe('the release API, on two servers with no disk in common', () => {
  let s3: TestS3;
  let a: TestServer;
  let b: TestServer;
  const roots: string[] = [];
  const tokens: Record<'homework' | 'marking' | 'revoked', string> = { homework: '', marking: '', revoked: '' };

  before(async () => {
    s3 = await startS3();
    roots.push(await builtSuite(), await builtSuite());
    // The deployed shell, which every release is checked against: React 19 as a singleton.
    for (const root of roots) await fs.writeFile(path.join(root, 'shell/dist/mf-manifest.json'), JSON.stringify({ metaData: {}, shared: [react('^19.2.0')] }));
    const fileStorage = s3.setting('suite/');
    // The record is the whole suite's: on a shared PostgreSQL it gets a database of its own, or the
    // other files' servers would serve this file's releases.
    a = await startTestServer({ repoRoot: roots[0], fileStorage, uploadIdleSeconds: 1 }, { privateDatabase: true });
    b = await startTestServer({ repoRoot: roots[1], fileStorage }, { db: a.db });
    tokens.homework = (await issueDeployToken(a.db, 'mf-homework', 'homework team CI')).token;
    tokens.marking = (await issueDeployToken(a.db, 'mf-marking', 'marking team CI')).token;
    const revoked = await issueDeployToken(a.db, 'mf-homework', 'old CI');
    await revokeDeployToken(a.db, revoked.id);
    tokens.revoked = revoked.token;
  });
  after(async () => {
    await b?.close();
    await a?.close();
    for (const root of roots) await fs.rm(root, { recursive: true, force: true });
    await s3?.close();
  });

  const call = async (server: TestServer, method: string, address: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const isFile = typeof body === 'string' || Buffer.isBuffer(body);
    if (body !== undefined) headers['content-type'] = isFile ? 'application/octet-stream' : 'application/json';
    const answer = await fetch(`${server.baseUrl}/${address}`, { method, headers, body: body === undefined ? undefined : isFile ? (body as string) : JSON.stringify(body) });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { message?: string } };
  };
  const upload = (folder: Record<string, string>, version: string, token = tokens.homework) =>
    Promise.all(Object.entries(folder).map(([file, content]) => call(a, 'PUT', pathOf(RELEASE_API.releaseFile, { remote: 'mf-homework', version, file }), token, content)));
  const listedOn = async (server: TestServer) => ((await (await fetch(`${server.baseUrl}/remotes.json`)).json()) as RemoteRegistration[])[0]?.manifest;
  const deploymentsCount = async () => Number((await a.db.query<{ n: string }>('select count(*)::text as n from deployments')).rows[0]!.n);

  test('no token, a token never issued and a revoked token are 401; another remote\'s token is 403, in words', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', pathOf(RELEASE_API.releases, { remote: 'mf-homework' })],
      ['PUT', pathOf(RELEASE_API.releaseFile, { remote: 'mf-homework', version: '1.0.0', file: 'x.js' }), 'x'],
      ['PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '1.0.0' }), {}],
      ['PUT', pathOf(RELEASE_API.deployment, { remote: 'mf-homework' }), { version: '1.0.0' }],
    ];
    for (const [method, address, body] of calls) {
      assert.deepEqual(await call(a, method, address, null, body), { status: 401, body: { message: RELEASE_MESSAGES.tokenNeeded } }, address);
      assert.deepEqual(await call(a, method, address, 'hwdeploy_made-up', body), { status: 401, body: { message: RELEASE_MESSAGES.tokenUnknown } }, address);
      assert.deepEqual(await call(a, method, address, tokens.revoked, body), { status: 401, body: { message: RELEASE_MESSAGES.tokenRevoked } }, address);
      const other = await call(a, method, address, tokens.marking, body);
      assert.equal(other.status, 403, address);
      assert.equal(other.body.message, 'This deploy token is for mf-marking; it cannot change mf-homework. Use mf-homework\'s own token.');
    }
    assert.equal(await deploymentsCount(), 0);
  });

  test('uploaded to one, published and pointed: the other serves the new list and the files', async () => {
    for (const answer of await upload(builtFolder('2.0.0'), '2.0.0')) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const published = await call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '2.0.0' }), tokens.homework, { commit: 'c0ffee2', point: true });
    assert.equal(published.status, 201, JSON.stringify(published.body));
    assert.deepEqual(published.body.pointed, { version: '2.0.0', before: 'the workspace build', changed: true });

    assert.equal(await listedOn(b), releasedManifestPath('mf-homework', '2.0.0'));
    const entry = await fetch(`${b.baseUrl}/releases/mf-homework/2.0.0/remoteEntry.2.0.0.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await entry.text(), 'var mf_homework; // 2.0.0');

    const listing = await call(b, 'GET', pathOf(RELEASE_API.releases, { remote: 'mf-homework' }), tokens.homework);
    assert.equal(listing.body.current, '2.0.0');
    const [deployment] = listing.body.deployments as { version: string; deployedBy: string; commit: string }[];
    assert.deepEqual({ ...deployment, deployedAt: undefined }, { version: '2.0.0', deployedBy: 'homework team CI', commit: 'c0ffee2', deployedAt: undefined });
  });

  test('the same calls again do their work once', async () => {
    const before = await deploymentsCount();
    for (const answer of await upload(builtFolder('2.0.0'), '2.0.0')) assert.deepEqual([answer.status, answer.body.stored], [200, false]);
    const again = await call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '2.0.0' }), tokens.homework, { commit: 'c0ffee2', point: true });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.pointed, { version: '2.0.0', before: '2.0.0', changed: false });
    const point = await call(b, 'PUT', pathOf(RELEASE_API.deployment, { remote: 'mf-homework' }), tokens.homework, { version: '2.0.0' });
    assert.equal(point.body.changed, false);
    assert.equal(await deploymentsCount(), before);
    // Other bytes for a published release are refused: a release is never changed.
    const changed = await call(a, 'PUT', pathOf(RELEASE_API.releaseFile, { remote: 'mf-homework', version: '2.0.0', file: 'app.2.0.0.js' }), tokens.homework, 'something else');
    assert.deepEqual(changed, { status: 409, body: { message: RELEASE_MESSAGES.publishedAlready('mf-homework', '2.0.0') } });
  });

  test('a release\'s files are served only once it is published: uploaded alone, they are on no server', async () => {
    const folder = builtFolder('2.2.0');
    for (const answer of await upload(folder, '2.2.0')) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    for (const server of [a, b]) {
      for (const file of Object.keys(folder)) {
        const served = await fetch(`${server.baseUrl}/releases/mf-homework/2.2.0/${file}`);
        assert.equal(served.status, 404, `${file}, uploaded and not published`);
        assert.notEqual(served.headers.get('cache-control'), 'public, max-age=31536000, immutable', 'a miss is never kept a year');
      }
    }
    const published = await call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '2.2.0' }), tokens.homework, { commit: 'c0ffee4' });
    assert.equal(published.status, 201, JSON.stringify(published.body));
    for (const server of [a, b]) assert.equal(await (await fetch(`${server.baseUrl}/releases/mf-homework/2.2.0/app.2.2.0.js`)).text(), 'app of 2.2.0');
    assert.equal(await listedOn(b), releasedManifestPath('mf-homework', '2.0.0'), 'published, not pointed');
  });

  test('a release that is incomplete, cut short or refused is refused in words, and nothing is pointed', async () => {
    const before = await deploymentsCount();
    const publish = (version: string) => call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: version }), tokens.homework, { point: true });
    const refusals: [string, Record<string, string>, string][] = [];
    const { 'mf-manifest.json': manifest, ...withoutManifest } = builtFolder('3.0.1');
    refusals.push(['3.0.1', withoutManifest, RELEASE_MESSAGES.manifestMissing('mf-homework', '3.0.1')]);
    refusals.push(['3.0.2', { ...builtFolder('3.0.2'), 'mf-manifest.json': manifest!.slice(0, manifest!.length >> 1) }, RELEASE_MESSAGES.manifestUnreadable('mf-homework', '3.0.2')]);
    const { 'app.3.0.3.js': _app, ...withoutApp } = builtFolder('3.0.3');
    refusals.push(['3.0.3', withoutApp, RELEASE_MESSAGES.filesMissing('mf-homework', '3.0.3', ['app.3.0.3.js'])]);
    refusals.push(['3.0.4', { ...builtFolder('3.0.4'), 'contract.json': JSON.stringify({ name: 'mf_homework', section: 'Homework', menu: [] }) }, RELEASE_MESSAGES.contractRefused('mf-homework', '3.0.4', ['routes are missing'])]);
    for (const [version, folder, message] of refusals) {
      await upload(folder, version);
      assert.deepEqual(await publish(version), { status: 409, body: { message } }, version);
    }
    await upload(builtFolder('3.0.5', { needsReact: '^18.2.0' }), '3.0.5');
    const incompatible = await publish('3.0.5');
    assert.equal(incompatible.status, 409);
    assert.match(incompatible.body.message!, /^mf-homework 3\.0\.5 cannot run on the deployed shell, so nothing was pointed\.\nmf-homework needs react \^18\.2\.0, and the suite's shell provides react 19\.2\.0: release the shell with react \^18\.2\.0 first/);
    const unpublished = await call(a, 'PUT', pathOf(RELEASE_API.deployment, { remote: 'mf-homework' }), tokens.homework, { version: '3.0.1' });
    assert.deepEqual(unpublished, { status: 404, body: { message: RELEASE_MESSAGES.notPublished('mf-homework', '3.0.1', ['2.0.0', '2.2.0']) } });
    assert.equal(await deploymentsCount(), before);
    assert.equal(await listedOn(b), releasedManifestPath('mf-homework', '2.0.0'));
    // The refused releases' files, uploaded whole, are served by neither server.
    for (const version of ['3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.0.5']) {
      for (const server of [a, b]) assert.equal((await fetch(`${server.baseUrl}/releases/mf-homework/${version}/remoteEntry.${version}.js`)).status, 404, `${version} on ${server === a ? 'a' : 'b'}`);
    }
  });

  test('an upload cut off, stalled or too large leaves nothing of the file', async () => {
    const address = new URL(`/${pathOf(RELEASE_API.releaseFile, { remote: 'mf-homework', version: '4.0.0', file: 'app.4.0.0.js' })}`, a.baseUrl);
    await new Promise<void>((resolve) => {
      const request = http.request(address, { method: 'PUT', headers: { authorization: `Bearer ${tokens.homework}`, 'content-type': 'application/octet-stream', 'content-length': 100_000 } });
      request.on('error', () => resolve());
      request.write(Buffer.alloc(50_000, 'x'), () => setTimeout(() => request.destroy(), 200));
      request.on('close', () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A client that stops sending is cut off after the idle time (1 s here), and nothing is kept.
    const stalledAt = Date.now();
    await new Promise<void>((resolve) => {
      const request = http.request(new URL(`/${pathOf(RELEASE_API.releaseFile, { remote: 'mf-homework', version: '4.0.0', file: 'stalled.js' })}`, a.baseUrl), {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens.homework}`, 'content-type': 'application/octet-stream', 'content-length': 100_000 },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(Buffer.alloc(10_000, 'x'));
    });
    assert.ok(Date.now() - stalledAt < 5_000, `cut off after ${Date.now() - stalledAt} ms`);
    const large = await call(a, 'PUT', pathOf(RELEASE_API.releaseFile, { remote: 'mf-homework', version: '4.0.0', file: 'big.js' }), tokens.homework, Buffer.alloc(20 * 1024 * 1024 + 1));
    assert.deepEqual(large, { status: 413, body: { message: RELEASE_MESSAGES.fileTooLarge('big.js') } });
    for (const file of ['app.4.0.0.js', 'big.js', 'stalled.js']) assert.equal((await fetch(`${b.baseUrl}/releases/mf-homework/4.0.0/${file}`)).status, 404, file);
    assert.deepEqual((await a.db.query("select path from release_files where version = '4.0.0'")).rows, []);
  });

  test('a rollback is pointing at the earlier release, and reaches the other server', async () => {
    await upload(builtFolder('2.1.0'), '2.1.0');
    assert.equal((await call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '2.1.0' }), tokens.homework, { point: true, commit: 'c0ffee3' })).status, 201);
    assert.equal(await listedOn(b), releasedManifestPath('mf-homework', '2.1.0'));
    const back = await call(a, 'PUT', pathOf(RELEASE_API.deployment, { remote: 'mf-homework' }), tokens.homework, { version: '2.0.0', commit: 'c0ffee2' });
    assert.deepEqual(back, { status: 200, body: { remote: 'mf-homework', version: '2.0.0', before: '2.1.0', changed: true } });
    assert.equal(await listedOn(b), releasedManifestPath('mf-homework', '2.0.0'));
    // The files of the release a page opened before the rollback are still there.
    assert.equal((await fetch(`${b.baseUrl}/releases/mf-homework/2.1.0/app.2.1.0.js`)).status, 200);
  });

  test('a release hosted elsewhere is recorded by its address alone', async () => {
    const folder = builtFolder('5.0.0');
    const hosted = 'https://cdn.example/mf-homework/5.0.0/mf-manifest.json';
    const answer = await call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '5.0.0' }), tokens.homework, {
      manifest: hosted,
      contract: JSON.parse(folder['contract.json']!),
      federation: JSON.parse(folder['mf-manifest.json']!),
      point: true,
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(await listedOn(b), hosted);
    const worker = await (await fetch(`${b.baseUrl}/sw.js`)).text();
    assert.match(worker, /"https:\/\/cdn\.example\/mf-homework\/5\.0\.0\/remoteEntry\.5\.0\.0\.js"/);
    // The shell's page lets that origin serve the remote's manifest, scripts and styles.
    const policy = (await fetch(`${b.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    for (const directive of ['script-src', 'style-src', 'connect-src']) assert.match(policy, new RegExp(`${directive} [^;]*https://cdn\\.example`), directive);
  });

  test('the release command releases a built folder through the API, rolls back and lists, from any checkout', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-built-'));
    try {
      for (const [file, content] of Object.entries(builtFolder('6.0.0'))) await fs.writeFile(path.join(folder, file), content);
      const refused = await releaseCommand(tokens.marking, 'build', 'mf-homework', '--from', folder, '--version', '6.0.0', '--to', a.baseUrl);
      assert.equal(refused.code, 1);
      assert.match(refused.output, /403 This deploy token is for mf-marking; it cannot change mf-homework/);

      const released = await releaseCommand(tokens.homework, 'build', 'mf-homework', '--from', folder, '--version', '6.0.0', '--to', a.baseUrl);
      assert.equal(released.code, 0, released.output);
      assert.match(released.output, /mf-homework now at 6\.0\.0 on http:\/\/127\.0\.0\.1:\d+ \(was 5\.0\.0\); 4 files uploaded/);
      assert.equal(await listedOn(b), releasedManifestPath('mf-homework', '6.0.0'));

      const back = await releaseCommand(tokens.homework, 'point', 'mf-homework', '2.0.0', '--to', b.baseUrl);
      assert.equal(back.code, 0, back.output);
      assert.match(back.output, /mf-homework now at 2\.0\.0 on .* \(was 6\.0\.0\)/);
      assert.equal(await listedOn(a), releasedManifestPath('mf-homework', '2.0.0'));
      const listing = await releaseCommand(tokens.homework, 'point', 'mf-homework', '--to', a.baseUrl);
      assert.match(listing.output, /^\* 2\.0\.0 {2}published by homework team CI /m);
      assert.match(listing.output, /^ {2}6\.0\.0 {2}published by homework team CI .* from [0-9a-f]{40}$/m);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  test("a release uploaded and never published is removed a day after its last file; a published one's files stay", async () => {
    for (const answer of await upload(builtFolder('7.0.0'), '7.0.0')) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const stored = (version: string) => a.app.storage.get(releaseFileKey('mf-homework', version, 'mf-manifest.json')).then((file) => {
        file?.stream.destroy();
        return file !== null;
      });
    const age = (version: string, hours: number) => a.db.query(`update release_files set uploaded_at = now() - make_interval(hours => $2::int) where remote = 'mf-homework' and version = $1`, [version, hours]);
    await age('7.0.0', 23);
    await age('2.0.0', 48);
    assert.equal(await sweepUnpublishedFiles(a.app, a.app.log), 0, 'sent 23 hours ago: the pipeline may still publish it');
    assert.equal(await stored('7.0.0'), true);

    await age('7.0.0', 25);
    assert.equal(await sweepUnpublishedFiles(a.app, a.app.log), 4);
    assert.equal(await stored('7.0.0'), false);
    const published = await call(a, 'PUT', pathOf(RELEASE_API.release, { remote: 'mf-homework', version: '7.0.0' }), tokens.homework, { point: true });
    assert.equal(published.status, 409, 'its files are gone: publishing it now is refused');
    assert.equal(await stored('2.0.0'), true);
    assert.equal((await fetch(`${b.baseUrl}/releases/mf-homework/2.0.0/remoteEntry.2.0.0.js`)).status, 200);
  });
});
