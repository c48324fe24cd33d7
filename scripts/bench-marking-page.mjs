// The marking view's times (decision 0012, goals at school scale) in Chromium on the bench school's
// homework set to 2,500 students (server/bench): from navigation to the first student's pdf listed and
// drawn, and from a Next key press to the next student shown with their files (neighbours are loaded
// ahead). Every student is first recorded as handed in through the bulk recorder's one request, so the
// Handed In tab holds all 2,500. Not a test: it prints each run and the medians. Run
// `node scripts/build.mjs` first.
//   BENCH_PAGE_RUNS=5  BENCH_NEXT_RUNS=20  CHROMIUM_PATH=/usr/bin/chromium (the bench server picks its own port)
//   BENCH_DATA_DIR=<dir> keeps the generated school between runs (PGlite); DATABASE_URL for PostgreSQL
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { launchChromium, median } from './page-bench.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const NEXT_RUNS = Number(process.env.BENCH_NEXT_RUNS ?? 20);
/** The homework with a mark scheme and every student's levels (decision 0039); BENCH_MARK_SCHEME=0 leaves it out. */
const WITH_SCHEME = process.env.BENCH_MARK_SCHEME !== '0';

const keepData = !!process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'homework-marking-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/bench/serve.ts'], {
  cwd: path.join(ROOT),
  env: { ...process.env, BENCH_DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

/** The bench server's `READY {json}` line. */
function ready() {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: server.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice('READY '.length)));
    });
    server.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
  });
}

let browser;
try {
  const info = await ready();
  const { baseUrl, token, marking } = info;
  const call = async (method, route, body) => {
    const response = await fetch(`${baseUrl}/v3/HomeworkManagement/${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const { Students } = await call('GET', `GetHomeworkStudents/${marking.homeworkId}`);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await call('POST', 'UpdateHomeworkStudents', {
    Id: marking.homeworkId,
    Students: Students.map((s) => ({ StudentId: s.StudentId, HandedInDate: s.HandedInDate ? s.HandedInDate.slice(0, 10) : yesterday, status: 2 })),
  });
  console.log(`homework ${marking.homeworkId}: ${Students.length} students, all recorded as handed in`);
  if (WITH_SCHEME) {
    // Decision 0039: the homework carries a mark scheme of five criteria of four levels, and every
    // student is marked with a level of each, so the page reads the copy and 2,500 students' levels.
    const level = (criterion, n) => ({ Id: randomUUID(), Descriptor: `Criterion ${criterion}, level ${n}`, Points: n });
    const Criteria = [1, 2, 3, 4, 5].map((c) => ({ Id: randomUUID(), Title: `Criterion ${c}`, Levels: [1, 2, 3, 4].map((n) => level(c, n)) }));
    const scheme = await call('POST', 'SaveMarkScheme', { Name: 'Bench scheme', Owner: 'own', Criteria, Bands: [] });
    const { Marks } = await call('GET', `GetMarkSchemeChangeSummary/${marking.homeworkId}`);
    await call('POST', 'ChooseMarkScheme', { HomeworkId: marking.homeworkId, SchemeId: scheme.Id, Marks });
    const Levels = Criteria.map((c, i) => ({ CriterionId: c.Id, LevelId: c.Levels[i % 4].Id }));
    const started = Date.now();
    for (let i = 0; i < Students.length; i += 10) {
      await Promise.all(
        Students.slice(i, i + 10).map((s) =>
          call('POST', 'SaveHomeworkMark', { HomeworkId: marking.homeworkId, StudentId: s.StudentId, Result: '12/20', Comments: 'Criterion 1: level 1', Levels }),
        ),
      );
    }
    console.log(`mark scheme chosen; ${Students.length} students marked with its levels in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  browser = await launchChromium();
  const context = await browser.newContext();
  const page = await context.newPage();
  // Requests in flight but the homework's live marking stream (decision 0030), which stays open as long
  // as the page does: Playwright's 'networkidle' never comes while it is open.
  const inFlight = new Set();
  const isStream = (request) => request.url().includes('/MarkingEvents/');
  page.on('request', (request) => !isStream(request) && inFlight.add(request));
  for (const done of ['requestfinished', 'requestfailed']) page.on(done, (request) => inFlight.delete(request));
  const untilQuiet = async () => {
    for (let quietSince = Date.now(), started = Date.now(); Date.now() - quietSince < 500; await new Promise((r) => setTimeout(r, 50))) {
      if (inFlight.size > 0) quietSince = Date.now();
      if (Date.now() - started > 30_000) throw new Error(`still ${inFlight.size} requests in flight after 30 s`);
    }
  };
  await page.goto(`${baseUrl}/#/homework/all-homework`);
  await page.getByLabel('Username').fill('bench');
  await page.getByLabel('Password').fill('homework');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('region', { name: 'All Homework' }).waitFor({ timeout: 60_000 });

  const markingHash = `#/homework/teacherview/${marking.homeworkId}/${marking.studentId}`;
  const firstTimes = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    await page.evaluate(() => {
      window.location.hash = '#/homework/all-homework';
    });
    await page.getByRole('region', { name: 'All Homework' }).waitFor();
    // From the hash change (the navigation) to the pdf listed in the student's pane, and to its first
    // page drawn (pixels on the canvas that are not the page's white).
    const { listed, drawn } = await page.evaluate(async (hash) => {
      const started = performance.now();
      window.location.hash = hash;
      const drawnPixels = (canvas) => {
        if (!canvas || canvas.width === 0) return false;
        const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4) if (data[i] < 200) return true;
        return false;
      };
      const times = {};
      await new Promise((resolve, reject) => {
        const look = () => {
          const now = performance.now() - started;
          if (times.listed === undefined && [...document.querySelectorAll('button')].some((b) => b.textContent.startsWith('Essay.pdf'))) times.listed = now;
          if (times.listed !== undefined && drawnPixels(document.querySelector('[data-testid="pdf-page"]'))) {
            times.drawn = now;
            resolve();
          } else if (now > 30_000) reject(new Error(`no Essay.pdf drawn after 30 s: ${document.querySelector('main')?.innerText}`));
          else requestAnimationFrame(look);
        };
        look();
      });
      return times;
    }, markingHash);
    const ms = drawn;
    console.log(`first student, run ${run}${run === 0 ? ' (first mount of the remote)' : ''}: pdf listed ${listed.toFixed(0)} ms, its page drawn ${drawn.toFixed(0)} ms`);
    if (run > 0) firstTimes.push(ms);
  }

  const nextTimes = [];
  for (let run = 0; run < NEXT_RUNS; run += 1) {
    // A teacher reads each student's work before moving on: the neighbours have been loaded by then.
    await untilQuiet();
    const ms = await page.evaluate(async () => {
      const heading = () => document.querySelector('#marking-student-heading')?.textContent ?? '';
      const before = heading();
      const started = performance.now();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
      await new Promise((resolve, reject) => {
        const look = () => {
          const pane = document.querySelector('[aria-labelledby="marking-student-heading"]');
          const shown = pane && (pane.querySelector('[aria-label="Files handed in"]') || pane.textContent.includes('No attachments uploaded by student'));
          if (heading() !== before && shown) resolve();
          else if (performance.now() - started > 30_000) reject(new Error(`the next student was not shown after 30 s: ${document.querySelector('main')?.innerText}`));
          else requestAnimationFrame(look);
        };
        look();
      });
      return performance.now() - started;
    });
    nextTimes.push(ms);
  }
  console.log(`Next (j) to the next student shown with their files: ${nextTimes.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(
    `marking view on ${Students.length} students: first student's pdf page drawn median ${median(firstTimes).toFixed(0)} ms (goal ≤ 2000), ` +
      `Next median ${median(nextTimes).toFixed(0)} ms, max ${Math.max(...nextTimes).toFixed(0)} ms (goal ≤ 100)`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
}
