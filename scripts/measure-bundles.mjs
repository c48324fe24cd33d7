// Prints the JavaScript the shell's page downloads, per front-end package, raw and gzipped, read from
// the production builds (run `node scripts/build.mjs` first):
//  - shell: the scripts of dist/index.html (the first download: the entry, which sends a visitor
//    with no session to sign in), what it loads to decide that (sign-in-first), what the start-up
//    fetches after sign-in (start, layout, remote loader and the shared libraries of its federation
//    manifest: React DOM, antd, the platform) and the chunks fetched on demand;
//  - each remote: its remoteEntry and the sync chunks of its exposed './app' from mf-manifest.json:
//    what the page fetches when the remote mounts (its shared libraries come from the shell); the
//    expose's async chunks are listed apart (fetched only if its code asks for them);
//  - each remote's own copies of the shared libraries, fetched only when it runs alone.
//
//   node scripts/measure-bundles.mjs [--json] [--landing mf-dashboard]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mf-homework', 'mf-marking', 'mf-dashboard', 'mf-messaging'];
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const landing = args.includes('--landing') ? args[args.indexOf('--landing') + 1] : 'mf-dashboard';

function size(file) {
  const content = fs.readFileSync(file);
  return { file: path.relative(ROOT, file), raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}
const sum = (files) => files.reduce((total, f) => ({ raw: total.raw + f.raw, gzip: total.gzip + f.gzip }), { raw: 0, gzip: 0 });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function shellSizes() {
  const dist = path.join(ROOT, 'shell', 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initialNames = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1]);
  const initial = initialNames.map((name) => size(path.join(dist, name)));
  const lazyNames = fs.readdirSync(dist).filter((name) => name.endsWith('.js') && !initialNames.includes(name));
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedNames = new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
  // The shell names its own lazy chunks (webpackChunkName); unnamed ones outside the shared
  // libraries are what shared code loads on demand (the rich-text editor's Quill, for one).
  const signInFirst = lazyNames.filter((name) => /^sign-in-first\./.test(name)).map((name) => size(path.join(dist, name)));
  const isAfterSignIn = (name) => /^shell-(start|layout|remotes)\./.test(name) || sharedNames.has(name);
  const afterSignIn = lazyNames.filter(isAfterSignIn).map((name) => size(path.join(dist, name)));
  const onDemand = lazyNames.filter((name) => !isAfterSignIn(name) && !/^sign-in-first\./.test(name)).map((name) => size(path.join(dist, name)));
  return { initial, signInFirst, afterSignIn, onDemand };
}

function remoteSizes(pkg) {
  const dist = path.join(ROOT, pkg, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData.remoteEntry;
  const app = manifest.exposes.find((expose) => expose.path === './app' || expose.name === 'app');
  const appFiles = app?.assets.js.sync ?? [];
  const onDemand = (app?.assets.js.async ?? []).filter((name) => !appFiles.includes(name));
  const mounted = [path.join(entry.path ?? '', entry.name), ...appFiles].map((name) => size(path.join(dist, name)));
  const fallbacks = [...new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]))]
    .filter((name) => !appFiles.includes(name))
    .map((name) => size(path.join(dist, name)));
  return { mounted, onDemand: onDemand.map((name) => size(path.join(dist, name))), fallbacks };
}

const report = { shell: null, remotes: {} };
try {
  report.shell = shellSizes();
} catch (error) {
  console.error(`shell: not built (${error.message})`);
}
for (const pkg of REMOTES) {
  try {
    report.remotes[pkg] = remoteSizes(pkg);
  } catch (error) {
    console.error(`${pkg}: not built (${error.message})`);
  }
}

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const line = (label, { raw, gzip }) => console.log(`${label.padEnd(58)} ${kb(gzip).padStart(11)} gzip ${kb(raw).padStart(12)} raw`);
  console.log('JavaScript the shell page downloads (gzip level 9)\n');
  if (report.shell) {
    line('shell: first download (index.html scripts)', sum(report.shell.initial));
    for (const f of report.shell.initial) line(`  ${f.file}`, f);
    line('shell: to decide sign-in (sign-in-first, without shared)', sum(report.shell.signInFirst));
    line('shell: after sign-in (start, layout, loader, shared libs)', sum(report.shell.afterSignIn));
    line('shell: on demand (status pages, sickness, shared lazy)', sum(report.shell.onDemand));
  }
  for (const [pkg, sizes] of Object.entries(report.remotes)) {
    line(`${pkg}: remoteEntry + ./app when mounted`, sum(sizes.mounted));
    if (sizes.onDemand.length) line(`  ${pkg}: ./app chunks loaded on demand`, sum(sizes.onDemand));
  }

  const landingSizes = report.remotes[landing];
  if (report.shell && landingSizes) {
    const total = sum([...report.shell.initial, ...report.shell.afterSignIn, ...landingSizes.mounted]);
    console.log('');
    line(`to show the shell after sign-in (landing on ${landing})`, total);
  }
  console.log('\nNot downloaded inside the shell (its copies serve a remote running alone):');
  for (const [pkg, sizes] of Object.entries(report.remotes)) line(`${pkg}: own shared fallbacks`, sum(sizes.fallbacks));
}
