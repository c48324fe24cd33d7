// `npm start`: install, build what changed, then run the whole suite (server, identity provider,
// front ends) on the embedded database, with a local mail catcher (maildev) that every mail the
// suite sends goes to, unless SMTP_URL names a real relay. The server migrates and seeds on its
// first start and prints the URL, the mailbox's and the demo sign-ins when it is ready.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, installDependencies, run } from './lib.mjs';

const started = Date.now();
installDependencies();
// After the install: the build's tools are among what it installs.
const { DEV_PORTS } = await import('../tools/webpack.config.mjs');
if (run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]) !== 0) {
  console.warn('Some front ends did not build; the suite starts without them.');
}

// MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT move the catcher off maildev's own defaults.
const mail = { smtp: Number(process.env.MAILDEV_SMTP_PORT || 1025), web: Number(process.env.MAILDEV_WEB_PORT || 1080) };
const catcher = process.env.SMTP_URL
  ? undefined
  : spawn(path.join(ROOT, 'node_modules/.bin/maildev'), ['--smtp', String(mail.smtp), '--web', String(mail.web), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
catcher?.on('exit', (code) => code && console.warn(`The mail catcher stopped (exit code ${code}); mail stays queued until it is back.`));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    SUITE_STARTED_AT: String(started),
    // `npm start` is the demo; a deployment leaves DEMO_SCHOOLS unset (README "Starting for production").
    DEMO_SCHOOLS: '1',
    // A remote team's development server (npm run dev -- <remote>) may stand in for its release, in one browser.
    REMOTE_OVERRIDE_ORIGINS: process.env.REMOTE_OVERRIDE_ORIGINS ?? Object.values(DEV_PORTS).map((port) => `http://localhost:${port}`).join(','),
    ...(catcher ? { SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`, MAILBOX_URL: `http://localhost:${mail.web}` } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    catcher?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  catcher?.kill();
  process.exit(code ?? 0);
});
