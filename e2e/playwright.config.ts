import { defineConfig } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;
/** Short enough that a journey can watch a silent renewal (it runs 60 s before expiry). */
export const ACCESS_TOKEN_TTL_SECONDS = 75;
/**
 * The mail catcher (maildev) the suite delivers to in journeys: its SMTP and web ports follow E2E_PORT,
 * so runs on different ports keep their mail apart. e2e/pages/mailbox.ts reads it.
 */
export const MAIL_SMTP_PORT = port + 10_000;
export const MAIL_WEB_PORT = port + 11_000;
export const mailboxURL = `http://localhost:${MAIL_WEB_PORT}`;
/** The embedding example (examples/embedding), on an origin of its own as another product would be. */
export const embeddingURL = `http://localhost:${port + 1}`;
const EMBEDDING_CLIENT_ID = 'homework-embedding-example';
/** A remote's development server (npm run dev), which the suite allows to stand in for a release (dev-loop.spec.ts). */
export const DEV_REMOTE_PORT = port + 2;
/**
 * Every journey keeps its files in an S3-compatible server (s3rver, on loopback, in its own folder),
 * as a suite of several processes would: the disk storage is held to the same contract by the
 * server's tests (storage-contract.test.ts), so the journeys need not run twice.
 */
const S3_PORT = port + 12_000;
const S3_BUCKET = 'homework';
const S3_DIR = `.data/e2e-${port}-s3`;

/**
 * The journeys npm test's second line runs once its server tests are done, beside the first line's
 * run of the rest (decision 0033), each run with its own suite on its own port. E2E_GROUP picks one
 * part ('first': all but these; 'second': these); unset, every journey runs.
 */
export const SECOND_LINE_JOURNEYS = ['dashboard.spec.ts', 'languages.spec.ts', 'marking-viewer.spec.ts', 'messaging.spec.ts', 'pseudo-locale.spec.ts', 'welsh.spec.ts'];
const group = process.env.E2E_GROUP;
if (group && !['first', 'second'].includes(group)) throw new Error(`E2E_GROUP is 'first' or 'second', not '${group}'.`);

export default defineConfig({
  testDir: './tests',
  ...(group === 'second' ? { testMatch: SECOND_LINE_JOURNEYS } : group === 'first' ? { testIgnore: SECOND_LINE_JOURNEYS } : {}),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One at a time: on this project's two cores the server, Chromium and a second worker starved each
  // other (each journey took 2–4 times as long, four ran past the time-out) and the run took no less.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    browserName: 'chromium',
    // The suite's service worker compiles 2 MB of scripts as it installs at each sign-in, which cost
    // the whole run about 3 minutes: one journey allows it and holds what it does (session.spec.ts).
    serviceWorkers: 'block',
    // A failed journey keeps its trace (each step's DOM, the network, the console). Without the
    // trace's screencast: encoding it cost about a seventh of the run on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A folder per port: Playwright empties its output folder as a run starts, which took the traces
  // of a run on another port with it.
  outputDir: path.join(root, 'test-results', String(port)),
  webServer: [
    {
      // The mail catcher first, so the server's outbox has somewhere to deliver from its start.
      command: `node_modules/.bin/maildev --smtp ${MAIL_SMTP_PORT} --web ${MAIL_WEB_PORT} --ip 127.0.0.1 --web-ip 127.0.0.1`,
      cwd: root,
      url: `${mailboxURL}/api/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `rm -rf ${S3_DIR} && server/node_modules/.bin/s3rver -d ${S3_DIR} -a 127.0.0.1 -p ${S3_PORT} -s --configure-bucket ${S3_BUCKET}`,
      cwd: root,
      url: `http://127.0.0.1:${S3_PORT}/${S3_BUCKET}`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The suite as `npm start` runs it (built front ends, server, identity provider), on a fresh
      // embedded database; on the Node.js that npm test names (SUITE_NODE), else this one.
      command: `rm -rf .data/e2e-${port} && '${process.env.SUITE_NODE ?? process.execPath}' --import tsx server/src/main.ts`,
      cwd: root,
      url: `${baseURL}/config.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DEMO_SCHOOLS: '1',
        DATA_DIR: path.join(root, `.data/e2e-${port}`),
        ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
        // So the unauthorised page has another product to offer (noaccess holds the options role).
        OPTIONS_URL: `${baseURL}/options`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        PRODUCT_CLIENTS: `${EMBEDDING_CLIENT_ID}=${embeddingURL}/`,
        REMOTE_OVERRIDE_ORIGINS: `http://localhost:${DEV_REMOTE_PORT}`,
        FILE_STORAGE: `s3://${S3_BUCKET}/suite`,
        S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver takes any key pair; set, the SDK does not look for the machine's own.
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      },
    },
    {
      command: 'node examples/embedding/serve.mjs',
      cwd: root,
      url: `${embeddingURL}/settings.json`,
      timeout: 10_000,
      reuseExistingServer: false,
      env: { PORT: String(port + 1), SUITE_URL: baseURL, CLIENT_ID: EMBEDDING_CLIENT_ID },
    },
  ],
});
