// What the page benches share: Chromium as the journeys launch it, the built suite on a fresh demo
// school, and the median they report. Not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { startSharedLink } from './shared-link.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Debian's Chromium (CHROMIUM_PATH for another), headless. BENCH_NETLOG=<file> writes Chromium's net
 * log there (every request's life in the network stack, the HTTP cache's included, which the DevTools
 * protocol does not show once a page has gone: how the school link's prefetches end was read there).
 */
export function launchChromium() {
  const netLog = process.env.BENCH_NETLOG ? [`--log-net-log=${path.resolve(process.env.BENCH_NETLOG)}`] : [];
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', ...netLog] });
}

async function waitForSuite(base, deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/config.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the suite did not start');
}

/**
 * The built suite (`node scripts/build.mjs` first) on a fresh embedded demo school at `port`, and
 * Chromium beside it. Resolves once both are up with { base, browser, link, stop }; `stop` ends both
 * and deletes the school. Given `sharedLink` ({ latencyMs, downBytesPerSecond, upBytesPerSecond }),
 * the browser reaches the suite through that link (shared-link.mjs), returned as `link`; the server
 * then listens on the next port.
 */
export async function startSuiteAndBrowser(port, { sharedLink } = {}) {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'homework-page-bench-'));
  const link = sharedLink ? await startSharedLink({ listenPort: port, targetPort: port + 1, ...sharedLink }) : null;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEMO_SCHOOLS: '1', PORT: String(link ? port + 1 : port), PUBLIC_URL: base, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const stopServer = () => {
    server.kill('SIGTERM');
    link?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let browser;
  try {
    browser = await launchChromium();
    await waitForSuite(base);
  } catch (error) {
    await browser?.close();
    stopServer();
    throw error;
  }
  return {
    base,
    browser,
    link,
    async stop() {
      await browser.close();
      stopServer();
    },
  };
}
