// The record of what is deployed lives in the database (decision 0028, migration 950): the remotes list
// every server serves is the workspace build's dist/remotes.json with the record's current release of
// each remote in its place. Two servers with their own web roots on one database serve the same list,
// shell page, service worker and sign-in prefetch after a release and after a rollback; a database
// with no deployment serves the build's list as it is.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { SUITE_REMOTES_ELEMENT_ID, releasedManifestPath, type RemoteRegistration } from '@homework/contracts';
import { recordDeployment, recordRelease, type RecordedRelease } from '../../../src/domain/releases';
import { withDeployments } from '../../../src/web/remotes';
import { Browser, authorizationRequest, builtSuite, federationManifest, remoteContract, startTestServer, type TestServer } from '../../support';

const listed = (name: string, manifest: string): RemoteRegistration => ({ ...remoteContract(name, name), manifest });
const deployed = (name: string, manifest: string, title = name) => ({ contract: remoteContract(title, name), manifest });

describe('withDeployments: the build\'s list with the record\'s releases in place', () => {
  const homework = listed('mf_homework', '/remotes/mf-homework/mf-manifest.json');
  const marking = listed('mf_marking', '/remotes/mf-marking/mf-manifest.json');
  const cases: { name: string; list: RemoteRegistration[]; record: ReturnType<typeof deployed>[]; expected: RemoteRegistration[] }[] = [
    { name: 'nothing deployed: the list as built', list: [homework, marking], record: [], expected: [homework, marking] },
    {
      name: "a deployed remote's entry replaced (its contract too), the others and the order kept",
      list: [homework, marking],
      record: [deployed('mf_homework', '/releases/mf-homework/2.0.0/mf-manifest.json', 'Released')],
      expected: [{ ...remoteContract('Released', 'mf_homework'), manifest: '/releases/mf-homework/2.0.0/mf-manifest.json' }, marking],
    },
    {
      name: 'a deployed remote the build does not list, at the end',
      list: [marking],
      record: [deployed('mf_homework', 'https://cdn.example/mf-homework/2.0.0/mf-manifest.json')],
      expected: [marking, listed('mf_homework', 'https://cdn.example/mf-homework/2.0.0/mf-manifest.json')],
    },
    { name: 'no build list at all', list: [], record: [deployed('mf_marking', '/releases/mf-marking/1.0.0/mf-manifest.json')], expected: [listed('mf_marking', '/releases/mf-marking/1.0.0/mf-manifest.json')] },
  ];
  for (const { name, list, record, expected } of cases) test(name, () => assert.deepEqual(withDeployments(list, record), expected));
});

/** A release of mf-homework recorded in the database (its files are not needed for the list). */
const release = (version: string, title: string, entry: string): RecordedRelease => ({
  remote: 'mf-homework',
  version,
  manifest: releasedManifestPath('mf-homework', version),
  contract: remoteContract(title),
  federation: federationManifest(entry),
  chunkGroups: null,
});

describe('two servers, each with its own web root, on one database', () => {
  const servers: TestServer[] = [];
  const roots: string[] = [];
  before(async () => {
    roots.push(await builtSuite(), await builtSuite());
    // The record is the whole suite's: on a shared PostgreSQL it gets a database of its own, or the
    // other files' servers would serve this file's releases.
    const first = await startTestServer({ repoRoot: roots[0] }, { privateDatabase: true });
    servers.push(first, await startTestServer({ repoRoot: roots[1] }, { db: first.db }));
  });
  after(async () => {
    // The second first: the first's close drops the database they share.
    for (const server of servers.toReversed()) await server.close();
    for (const root of roots) await fs.rm(root, { recursive: true, force: true });
  });

  const served = async (server: TestServer) => {
    const list = (await (await fetch(`${server.baseUrl}/remotes.json`)).json()) as RemoteRegistration[];
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const block = new RegExp(`<script id="${SUITE_REMOTES_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '[]';
    const worker = await (await fetch(`${server.baseUrl}/sw.js`)).text();
    const signIn = await (await new Browser().follow(authorizationRequest(server.baseUrl).url)).response.text();
    return {
      list: list[0]?.manifest,
      title: list[0]?.routes[0]?.title,
      page: (JSON.parse(block) as RemoteRegistration[])[0]?.manifest,
      worker: (JSON.parse(/const FILES = (\[.*\]);/.exec(worker)![1]!) as string[]).filter((url) => url.includes('mf-homework')),
      prefetch: [...signIn.matchAll(/<link rel="prefetch" as="script" href="([^"]+)">/g)].map((m) => m[1]).filter((url) => url!.includes('mf-homework')),
    };
  };

  test('with nothing deployed, each serves its build\'s list as it is', async () => {
    for (const server of servers) {
      assert.deepEqual(await served(server), {
        list: '/remotes/mf-homework/mf-manifest.json',
        title: 'All Homework',
        page: '/remotes/mf-homework/mf-manifest.json',
        worker: ['/remotes/mf-homework/remoteEntry.0000000000.js', '/remotes/mf-homework/app.0a0a0a0a0a.js'],
        prefetch: ['/remotes/mf-homework/remoteEntry.0000000000.js', '/remotes/mf-homework/app.0a0a0a0a0a.js'],
      });
    }
  });

  test('a release recorded through one reaches both from the next request, and so does a rollback', async () => {
    const db = servers[0]!.db;
    const made = { by: 'mf-homework pipeline', commit: 'abc1234' };
    await db.transaction(async (tx) => {
      assert.equal(await recordRelease(tx, release('2.0.0', 'All Homework, two', 'remoteEntry.2222222222.js'), made), true);
      assert.equal(await recordRelease(tx, release('2.1.0', 'All Homework, two one', 'remoteEntry.2121212121.js'), made), true);
      await recordDeployment(tx, 'mf-homework', '2.1.0', made);
    });
    const at = (version: string, title: string, entry: string) => {
      const scripts = [`/releases/mf-homework/${version}/${entry}`, `/releases/mf-homework/${version}/app.0a0a0a0a0a.js`];
      return { list: releasedManifestPath('mf-homework', version), title, page: releasedManifestPath('mf-homework', version), worker: scripts, prefetch: scripts };
    };
    for (const server of servers) assert.deepEqual(await served(server), at('2.1.0', 'All Homework, two one', 'remoteEntry.2121212121.js'));

    await recordDeployment(db, 'mf-homework', '2.0.0', { by: 'mf-homework pipeline', commit: 'abc1233' });
    for (const server of servers) assert.deepEqual(await served(server), at('2.0.0', 'All Homework, two', 'remoteEntry.2222222222.js'));
    // The history keeps every change, who made it and from which commit.
    const { rows } = await db.query<{ version: string; deployed_by: string; git_commit: string }>('select version, deployed_by, git_commit from deployments order by id');
    assert.deepEqual(rows, [
      { version: '2.1.0', deployed_by: 'mf-homework pipeline', git_commit: 'abc1234' },
      { version: '2.0.0', deployed_by: 'mf-homework pipeline', git_commit: 'abc1233' },
    ]);
  });

  test('a release is recorded once: the same release again changes nothing', async () => {
    assert.equal(await recordRelease(servers[0]!.db, release('2.0.0', 'Something else', 'remoteEntry.9999999999.js'), { by: 'someone' }), false);
    assert.equal((await served(servers[1]!)).title, 'All Homework, two');
  });
});
