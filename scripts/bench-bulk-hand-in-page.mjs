// The bulk hand-in recorder with a whole school on one homework (decision 0012, goals at school scale),
// in Chromium against the built suite on the demo school (about 1,000 students): from navigation to
// every student listed, select-all ticking them all, and Record as Handed In until the rows change (one
// request for all of them). Not a test: it prints each run and the medians. Run
// `node scripts/build.mjs` first.
//   BENCH_PAGE_RUNS=5  BENCH_PAGE_PORT=4382  CHROMIUM_PATH=/usr/bin/chromium
import { median, startSuiteAndBrowser } from './page-bench.mjs';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PAGE_PORT ?? 4382);
/** The signed-in page's access token, as the e2e HomeworkApi reads it. */
const tokenOf = (page) =>
  page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key.startsWith('oidc.user:')) return JSON.parse(sessionStorage.getItem(key)).access_token;
    }
    return null;
  });

async function call(page, method, route, data) {
  const response = await page.request.fetch(`${BASE}/${route}`, { method, data, headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  if (!response.ok()) throw new Error(`${method} ${route} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const { base: BASE, browser, stop } = await startSuiteAndBrowser(PORT);
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/#/homework/all-homework`);
  await page.getByLabel('Username').fill('teacher');
  await page.getByLabel('Password').fill('homework');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('search', { name: 'Homework filters' }).waitFor({ timeout: 60_000 });
  const me = await call(page, 'GET', 'api/v3/userprofile/currentuser');
  const students = (await call(page, 'GET', 'v2/Student/All')).map((s) => s.Id);
  const [subject] = await call(page, 'GET', 'v3/HomeworkManagement/Subjects');
  const figures = { listed: [], selectAll: [], record: [], post: [] };
  for (let run = 0; run < RUNS + 1; run += 1) {
    const homework = await call(page, 'POST', 'v3/HomeworkManagement/Create', {
      Title: `Bench whole school ${run}`, Description: '<p>Bench</p>', SubjectId: subject.SubjectId, Subject: '',
      CreatedById: me.userId, CreatedBy: '', SetById: me.userId, SetBy: '', Source: 'homework-online',
      Students: students, Groups: [], Attachments: [], StartDate: day(-7), DueDate: day(-2), AllowStudentAttachments: false,
    });
    const region = page.getByRole('region', { name: 'Submissions' });
    const rows = region.locator('table tbody tr');
    let started = Date.now();
    await page.goto(`${BASE}/#/homework/submissions/${homework.Id}`);
    await rows.nth(students.length - 1).waitFor({ timeout: 60_000 });
    const listed = Date.now() - started;

    const all = region.getByRole('checkbox', { name: 'Select all students shown' });
    started = Date.now();
    await all.check();
    await region.getByText(`${students.length} of ${students.length} selected`).waitFor();
    const selectAll = Date.now() - started;

    started = Date.now();
    const saved = page.waitForResponse((response) => response.url().includes('UpdateHomeworkStudents'));
    await region.getByRole('button', { name: 'Record as Handed In' }).click();
    await saved;
    const post = Date.now() - started;
    await region.getByRole('cell', { name: 'No matching students.' }).waitFor({ timeout: 60_000 });
    const record = Date.now() - started;
    // The first run warms the server and the browser; it is shown, not counted.
    console.log(`run ${run}${run === 0 ? ' (warm-up)' : ''}: ${students.length} students listed ${listed} ms, select-all ${selectAll} ms, recorded, rows changed ${record} ms (its POST answered after ${post} ms)`);
    if (run > 0) Object.entries({ listed, selectAll, record, post }).forEach(([name, ms]) => figures[name].push(ms));
  }
  console.log(
    `bulk hand-in recorder, ${students.length} students on PGlite: medians — listed ${median(figures.listed)} ms, ` +
      `select-all ${median(figures.selectAll)} ms, Record until the rows change ${median(figures.record)} ms, of which its one POST ${median(figures.post)} ms (${RUNS} runs)`,
  );
} finally {
  await stop();
}
