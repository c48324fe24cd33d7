// A release's files in the suite's shared file storage (decision 0028): published under
// releases/<remote>/<version>/ in the storage, served at /releases/<remote>/<version>/<file> by any
// server on it, whatever its own disk holds; immutable, kept a year, the build's compressed copies
// chosen by Accept-Encoding. Two servers here share a database and an S3-compatible store, and
// nothing else: each has its own web root and data folder.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { releasedManifestPath, type RemoteRegistration } from '@homework/contracts';
import { recordDeployment, recordRelease, releaseFileKey } from '../../../src/domain/releases';
import { encodedCopies, releasedFileOf } from '../../../src/web/releases';
import { builtSuite, federationManifest, remoteContract, startS3, startTestServer, type TestS3, type TestServer } from '../../support';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('releasedFileOf: the release file an address names', () => {
  const cases: [string, ReturnType<typeof releasedFileOf>][] = [
    ['mf-homework/1.2.0/main.3f9a1c2b.js', { remote: 'mf-homework', version: '1.2.0', file: 'main.3f9a1c2b.js' }],
    ['mf-homework/1.2.0-ab12/static/js/412.a1.js.br', { remote: 'mf-homework', version: '1.2.0-ab12', file: 'static/js/412.a1.js.br' }],
    ['mf-homework/1.2.0', null],
    ['mf-homework/1.2.0/', null],
    ['mf-homework/../x.js', null],
    ['mf-homework/1.2.0/../../x.js', null],
    ['mf-homework/1.2.0/.hidden', null],
    ['shell/1.2.0/main.js', null],
    ['mf-homework//main.js', null],
  ];
  for (const [address, expected] of cases) test(JSON.stringify(address), () => assert.deepEqual(releasedFileOf(address), expected));
});

describe('encodedCopies: the copies to try, best first', () => {
  const cases: [string, string[]][] = [
    ['br, gzip, deflate', ['a.js.br', 'a.js.gz', 'a.js']],
    ['gzip', ['a.js.gz', 'a.js']],
    ['', ['a.js']],
  ];
  for (const [accepted, expected] of cases)
    test(JSON.stringify(accepted), () => assert.deepEqual(encodedCopies('a.js', accepted).map(({ name }) => name), expected));
});

describe('two servers with no disk in common, on one database and one store', () => {
  let s3: TestS3;
  const servers: TestServer[] = [];
  const roots: string[] = [];
  const entry = 'remoteEntry.3333333333.js';
  const chunk = 'static/js/285.df251cecbe.js';
  before(async () => {
    s3 = await startS3();
    roots.push(await builtSuite(), await builtSuite());
    const fileStorage = s3.setting('suite/');
    // The record is the whole suite's: on a shared PostgreSQL it gets a database of its own, or the
    // other files' servers would serve this file's releases.
    const first = await startTestServer({ repoRoot: roots[0], fileStorage }, { privateDatabase: true });
    servers.push(first, await startTestServer({ repoRoot: roots[1], fileStorage }, { db: first.db }));

    // Published through the first: its files into the store, then the record.
    const files: Record<string, Buffer> = {
      'mf-manifest.json': Buffer.from(JSON.stringify(federationManifest(entry))),
      [entry]: Buffer.from('var mf_homework; // 3.0.0'),
      [chunk]: Buffer.from('chunk 285 of 3.0.0'),
      [`${chunk}.br`]: brotliCompressSync('chunk 285 of 3.0.0'),
    };
    for (const [name, content] of Object.entries(files)) await first.app.storage.put(releaseFileKey('mf-homework', '3.0.0', name), Readable.from([content]));
    const made = { by: 'mf-homework pipeline', commit: 'c0ffee1' };
    await recordRelease(first.db, { remote: 'mf-homework', version: '3.0.0', manifest: releasedManifestPath('mf-homework', '3.0.0'), contract: remoteContract('All Homework, three'), federation: federationManifest(entry), chunkGroups: null }, made);
    await recordDeployment(first.db, 'mf-homework', '3.0.0', made);
  });
  after(async () => {
    // The second first: the first's close drops the database they share.
    for (const server of servers.toReversed()) await server.close();
    for (const root of roots) await fs.rm(root, { recursive: true, force: true });
    await s3?.close();
  });

  test("the other server names the release and serves its files from the store, kept a year", async () => {
    const other = servers[1]!;
    const list = (await (await fetch(`${other.baseUrl}/remotes.json`)).json()) as RemoteRegistration[];
    assert.equal(list[0]?.manifest, releasedManifestPath('mf-homework', '3.0.0'));
    for (const [name, type] of [
      ['mf-manifest.json', /^application\/json/],
      [entry, /^text\/javascript/],
      [chunk, /^text\/javascript/],
    ] as const) {
      const answer = await fetch(`${other.baseUrl}/releases/mf-homework/3.0.0/${name}`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(answer.status, 200, name);
      assert.equal(answer.headers.get('cache-control'), IMMUTABLE, name);
      assert.match(answer.headers.get('content-type') ?? '', type, name);
      await answer.arrayBuffer();
    }
    assert.equal(await (await fetch(`${other.baseUrl}/releases/mf-homework/3.0.0/${entry}`)).text(), 'var mf_homework; // 3.0.0');
  });

  test("the build's brotli copy where the browser takes it", async () => {
    const answer = await fetch(`${servers[1]!.baseUrl}/releases/mf-homework/3.0.0/${chunk}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(answer.headers.get('content-encoding'), 'br');
    assert.equal(answer.headers.get('vary'), 'accept-encoding');
    assert.equal(await answer.text(), 'chunk 285 of 3.0.0'); // fetch decodes it
  });

  test("a release made on a server's own disk is still served there; a missing file, or an address out of the folder, is 404", async () => {
    const other = servers[1]!;
    assert.equal(await (await fetch(`${other.baseUrl}/releases/mf-homework/1.0.0/412.a1b2c3d4e5.js`)).text(), 'chunk of 1.0.0');
    for (const address of ['/releases/mf-homework/3.0.0/nothing.js', '/releases/mf-homework/9.9.9/mf-manifest.json', '/releases/mf-homework/3.0.0/..%2F..%2F..%2Fpackage.json', '/releases/mf-homework/3.0.0/']) {
      const answer = await fetch(`${other.baseUrl}${address}`);
      assert.equal(answer.status, 404, address);
      await answer.arrayBuffer();
    }
  });
});
