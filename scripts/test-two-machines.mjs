// `node scripts/test-two-machines.mjs`: npm test's step "Two machines" (docs/release.md, "Proved on two
// machines"). The suite as docs/operations.md deploys it beyond one machine, on loopback: two server
// processes that share no disk (machine A and machine B: each its own copy of the built front ends as
// its web root, its own build of the server, `npm run build:server`, started as
// `npm run start:production` starts it, its own data folder), one PostgreSQL, the files (and so the
// releases) in an s3rver, and nginx in front sending each request to either in turn, with no
// stickiness and no retry on the other. A third checkout of the repository (a copy of this one's
// files, installed from pnpm's store as a team's CI installs it) is where mf-homework's team makes
// its change and releases it; the deploy tokens are issued on machine A with `npm run deploy-token`'s
// command. Then the Playwright suite e2e/two-machines/ releases, rolls back and is refused through
// nginx and looks at every visit in Chromium (e2e/two-machines.config.ts).
//
// Needs the front ends built (`npm run build`, as npm test has by then); installs Debian's nginx,
// postgresql and chromium when missing, as bench:cluster and npm test do. PostgreSQL: DATABASE_URL's
// server (a database of its own is made on it and dropped), else Debian's in a temporary folder.
// PLAYWRIGHT_JSON_OUTPUT_NAME, when set, receives Playwright's report (npm test reads its counts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { database, freePort, startLogged, untilAnswers } from './cluster-kit.mjs';
import { PNPM, ROOT, installDebianPackages, runCapturing } from './lib.mjs';

const NGINX = '/usr/sbin/nginx';
const REMOTES = ['mf-homework', 'mf-marking', 'mf-dashboard', 'mf-messaging'];
const BUCKET = 'homework';
/** What a second machine needs of the first's data folder: the provider's keys and the links' secret (docs/operations.md). */
const SHARED_SECRETS = ['oidc-jwks.json', 'oidc-cookie-keys.json', 'submission-link-secret'];
const S3RVER = path.join(ROOT, 'server/node_modules/.bin/s3rver');

const started = Date.now();
const steps = [];
const log = (line) => console.log(`[two machines] ${line}`);
async function step(name, work) {
  const at = Date.now();
  const result = await work();
  steps.push(`${name} ${((Date.now() - at) / 1000).toFixed(1)} s`);
  log(`${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return result;
}

/** One machine's web root: its own copy of the built front ends and remotes.json, nothing else. */
function copyWebRoot(to) {
  for (const pkg of ['shell', ...REMOTES]) fs.cpSync(path.join(ROOT, pkg, 'dist'), path.join(to, pkg, 'dist'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'dist', 'remotes.json'), path.join(to, 'dist', 'remotes.json'));
}

/** nginx: round robin over the two machines, each request on a connection of its own; a request that fails is not sent to the other. */
function nginxConf(dir, port, machines) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  log_format machines '$upstream_addr $status $request_method $request_uri';
  access_log ${dir}/nginx-access.log machines;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  # A release's file may be 20 MB (RELEASE_LIMITS).
  client_max_body_size 21m;
  upstream machines {
${machines.map((machine) => `    server 127.0.0.1:${machine.port};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://machines;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream off;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** A copy of this checkout's files (tracked and new, not ignored) in `to`, made a git repository of its own and installed from pnpm's store, as a CI job would. */
async function thirdCheckout(to) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(from, path.join(to, file));
  }
  const git = (...args) => {
    const result = spawnSync('git', ['-c', 'user.name=Homework team CI', '-c', 'user.email=ci@homework-team.example', ...args], { cwd: to, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'The suite as the homework team checked it out');
  // Linked from pnpm's global virtual store: a few dozen links rather than some 77,000 files, which
  // took half a minute to remove on this project's disk.
  const install = await runCapturing('npx', [...PNPM, 'install', '--frozen-lockfile', '--prefer-offline', '--config.enable-global-virtual-store=true', '--reporter=append-only'], { cwd: to, echo: false });
  if (install.code !== 0) throw new Error(`installing the third checkout failed: ${install.output.slice(-2000)}`);
}

async function main() {
  for (const pkg of ['shell', ...REMOTES]) {
    if (!fs.existsSync(path.join(ROOT, pkg, 'dist', 'mf-manifest.json'))) throw new Error(`${pkg} is not built: run npm run build first`);
  }
  if (!(await installDebianPackages({ [NGINX]: 'nginx', '/usr/bin/chromium': 'chromium' }))) throw new Error("No nginx or Chromium: run as root with apt-get, or install Debian's nginx and chromium.");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'homework-two-machines-'));
  // The servers' own builds sit inside server/, where Node.js finds the server's packages (build-server.mjs).
  const bundles = path.join(ROOT, 'server', '.data', `two-machines-${process.pid}`);
  const cleanUp = [() => fs.rmSync(work, { recursive: true, force: true }), () => fs.rmSync(bundles, { recursive: true, force: true })];
  const children = [];
  try {
    const checkout = path.join(work, 'checkout');
    // The third checkout is copied and installed beside the rest (it waits on the disk, the rest on processes).
    const checkedOut = step('the third checkout: copied, committed and installed', () => thirdCheckout(checkout));
    checkedOut.catch(() => undefined);

    const databaseUrl = await step('PostgreSQL', () => database(work, cleanUp));
    const [s3Port, nginxPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${nginxPort}`;
    const machines = [];
    for (const name of ['a', 'b']) machines.push({ name, port: await freePort(), dir: path.join(work, `machine-${name}`) });
    await step("each machine's own web root and build of the server", async () => {
      for (const machine of machines) {
        machine.webRoot = path.join(machine.dir, 'web');
        machine.dataDir = path.join(machine.dir, 'data');
        machine.bundle = path.join(bundles, machine.name);
        machine.url = `http://127.0.0.1:${machine.port}`;
        fs.mkdirSync(machine.dataDir, { recursive: true });
        copyWebRoot(machine.webRoot);
        await buildServer(machine.bundle);
      }
    });

    const s3Log = path.join(work, 's3rver.log');
    const s3 = startLogged(S3RVER, ['-d', path.join(work, 's3'), '-a', '127.0.0.1', '-p', String(s3Port), '-s', '--configure-bucket', BUCKET], { logFile: s3Log }, cleanUp);
    await untilAnswers(`http://127.0.0.1:${s3Port}/${BUCKET}`, s3, 's3rver', s3Log);

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_SCHOOLS: '1',
      DATABASE_URL: databaseUrl,
      FILE_STORAGE: `s3://${BUCKET}/suite`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver takes any key pair; set, the SDK does not look for the machine's own.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      LOG_LEVEL: 'warn',
    };
    await step('machine A started (migrates and seeds), its keys copied to B, machine B started', async () => {
      for (const [index, machine] of machines.entries()) {
        if (index > 0) for (const file of SHARED_SECRETS) fs.copyFileSync(path.join(machines[0].dataDir, file), path.join(machine.dataDir, file));
        machine.log = path.join(machine.dir, 'server.log');
        // As `npm run start:production` starts it, from this machine's own build.
        const child = startLogged(process.execPath, ['--enable-source-maps', path.join(machine.bundle, 'main.js')], {
          logFile: machine.log,
          cwd: ROOT,
          env: { ...env, PORT: String(machine.port), DATA_DIR: machine.dataDir, WEB_ROOT: machine.webRoot },
        }, cleanUp);
        children.push(child);
        await untilAnswers(`${machine.url}/health/ready`, child, `machine ${machine.name.toUpperCase()}`, machine.log);
      }
    });

    const nginxConfFile = path.join(work, 'nginx.conf');
    fs.writeFileSync(nginxConfFile, nginxConf(work, nginxPort, machines));
    const nginxLog = path.join(work, 'nginx.log');
    const nginx = startLogged(NGINX, ['-p', work, '-c', nginxConfFile, '-e', path.join(work, 'nginx-error.log')], { logFile: nginxLog }, cleanUp);
    await untilAnswers(`${url}/health/ready`, nginx, 'nginx', path.join(work, 'nginx-error.log'));

    // The operator, on machine A, issues each team its token (`npm run deploy-token -- issue …`, here from A's build).
    const tokens = await step('deploy tokens issued', async () => {
      const issue = async (remote, label) => {
        const { code, output } = await runCapturing(process.execPath, [path.join(machines[0].bundle, 'deploy-token.js'), 'issue', remote, '--label', label], { env: { ...env, DATA_DIR: machines[0].dataDir }, echo: false });
        const token = output.match(/^hwdeploy_\S+$/m)?.[0];
        if (code !== 0 || !token) throw new Error(`deploy-token issue ${remote} failed: ${output}`);
        return token;
      };
      return { homework: await issue('mf-homework', 'homework team CI'), marking: await issue('mf-marking', 'marking team CI') };
    });
    await checkedOut;

    const clusterFile = path.join(work, 'cluster.json');
    fs.writeFileSync(
      clusterFile,
      JSON.stringify({
        url,
        checkout,
        nginxLog: path.join(work, 'nginx-access.log'),
        tokens,
        machines: machines.map(({ name, url: machineUrl, port, webRoot, dataDir, log: serverLog }) => ({ name, url: machineUrl, upstream: `127.0.0.1:${port}`, webRoot, dataDir, log: serverLog })),
      }),
    );
    log(`nginx on ${url} in front of machine A (${machines[0].url}) and machine B (${machines[1].url}); ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const code = await step('the Playwright suite (e2e/two-machines/)', () =>
      new Promise((resolve) => {
        const playwright = spawn(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/two-machines.config.ts'], {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, TWO_MACHINES_CLUSTER: clusterFile },
        });
        playwright.on('close', (exitCode) => resolve(exitCode ?? 1));
      }),
    );
    if (code !== 0) {
      for (const machine of machines) console.log(`\nmachine ${machine.name.toUpperCase()}'s log, last lines:\n${fs.readFileSync(machine.log, 'utf8').slice(-3000)}`);
      console.log(`\nnginx's error log, last lines:\n${fs.readFileSync(path.join(work, 'nginx-error.log'), 'utf8').slice(-2000)}`);
    }
    return code;
  } finally {
    await step('stopped and removed', async () => {
      for (const undo of cleanUp.reverse()) await undo();
    });
    log(`took ${((Date.now() - started) / 1000).toFixed(1)} s: ${steps.join('; ')}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
