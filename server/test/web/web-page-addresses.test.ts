// An address typed without '#/' (/homework/all-homework): a browser asking for the page gets the suite
// at that route; API clients still get the JSON 404.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { suiteAddressFor } from '../../src/web/not-found';
import { startTestServer, type TestServer } from '../support';

/** What Chromium sends when the address bar opens a page. */
const BROWSER_PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('suiteAddressFor', () => {
  const cases: [string, string, string, string | undefined, string | null][] = [
    ['a page typed without #/', 'GET', '/homework/all-homework', BROWSER_PAGE, '/#/homework/all-homework'],
    ['its query kept', 'GET', '/homework/teacherview/h1?homeworktitle=Essay%201', BROWSER_PAGE, '/#/homework/teacherview/h1?homeworktitle=Essay%201'],
    ['HEAD as GET', 'HEAD', '/messages', 'text/html', '/#/messages'],
    ['a path that looks like another site stays on ours', 'GET', '//other.example/x', BROWSER_PAGE, '/#//other.example/x'],
    ['fetch (Accept */*)', 'GET', '/homework/all-homework', '*/*', null],
    ['an API client', 'GET', '/v3/HomeworkManagement/Nothing', 'application/json', null],
    ['no Accept at all', 'GET', '/homework/all-homework', undefined, null],
    ['a form post', 'POST', '/homework/all-homework', BROWSER_PAGE, null],
    ['a missing file', 'GET', '/main.0123456789.js', BROWSER_PAGE, null],
    ['a missing file with a query', 'GET', '/robots.txt?x=1', BROWSER_PAGE, null],
    ['the root (the shell page has its own route)', 'GET', '/', BROWSER_PAGE, null],
    ['html named only with a lower weight still asks for html', 'GET', '/sickness', 'application/json, text/html;q=0.5', '/#/sickness'],
  ];
  for (const [name, method, url, accept, expected] of cases) test(name, () => assert.equal(suiteAddressFor(method, url, accept), expected));
});

describe('an address without #/ over HTTP', () => {
  let server: TestServer;
  let repoRoot: string;

  before(async () => {
    repoRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-addresses-'));
    await fs.mkdir(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
    await fs.writeFile(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<!DOCTYPE html><html lang="en-GB"><head><title>Homework</title></head></html>');
    server = await startTestServer({ repoRoot });
  });
  after(async () => {
    await server?.close();
    await fs.rm(repoRoot, { recursive: true, force: true });
  });

  const get = (pathAndQuery: string, accept?: string) =>
    fetch(`${server.baseUrl}${pathAndQuery}`, { redirect: 'manual', headers: accept ? { accept } : {} });

  test('a browser asking for /homework/all-homework?state=all is sent to /#/homework/all-homework?state=all', async () => {
    const answer = await get('/homework/all-homework?state=all', BROWSER_PAGE);
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get('location'), '/#/homework/all-homework?state=all');
    const page = await get(answer.headers.get('location')!.split('#')[0], BROWSER_PAGE);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>Homework<\/title>/);
  });

  test('API clients still get the JSON 404', async () => {
    for (const accept of [undefined, 'application/json', '*/*']) {
      const answer = await get('/homework/all-homework', accept);
      assert.equal(answer.status, 404, `Accept: ${accept}`);
      assert.deepEqual(await answer.json(), { message: 'Not found: GET /homework/all-homework' });
    }
    const api = await get('/v3/HomeworkManagement/NoSuchCall', 'application/json');
    assert.equal(api.status, 404);
  });

  test('a missing file stays a 404, even for a browser', async () => {
    const answer = await get('/remotes/mf-homework/remoteEntry.0123456789.js', BROWSER_PAGE);
    assert.equal(answer.status, 404);
  });
});
