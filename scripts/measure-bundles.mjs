// Prints the JavaScript the shell's page downloads, per front-end package, raw and gzipped, read from
// the production builds (run `node scripts/build.mjs` first), and the stylesheets beside them:
//  - shell: the scripts of dist/index.html (the first download: the entry, which sends a visitor
//    with no session to sign in), what it loads to decide that (sign-in-first), what the start-up
//    fetches after sign-in (start, layout, remote loader and the shared libraries of its federation
//    manifest: React DOM, antd, the platform) and the chunks fetched on demand;
//  - each remote: its remoteEntry and the sync chunks of its exposed './app' from mf-manifest.json:
//    what the page fetches when the remote mounts (its shared libraries come from the shell); the
//    expose's async chunks are listed apart (fetched only if its code asks for them);
//  - each remote's own copies of the shared libraries, fetched only when it runs alone;
//  - each named chunk group (chunk-groups.json, written by the build: a page's chart, a marking
//    viewer) and the files it fetches on demand, so that each viewer is seen to load only its own.
// And the two budget lines of decision 0002 (the bytes budget), each at most BUDGET bytes gzipped
// (--budget exits 1 over it):
//  - to show All Homework after sign-in: the shell's first download, its start-up after sign-in
//    (start, render, layout, loader, shared libraries) and mf-homework mounted;
//  - to show the dashboard with its charts drawn: the same with mf-dashboard mounted and its
//    'dashboard-charts' chunk group.
//
// The budget is the goal; until it is met, the ceilings hold the ground won (--ratchet exits 1 when
// a first screen grows past its ceiling in scripts/bundle-ceilings.json, the figure measured when it
// was last lowered plus a small margin, and still prints the goal and the gap). --lower-ceilings
// writes a lower ceiling for each first screen that shrank; a ceiling is never raised by the script
// (raise it by hand, in a commit that says why).
//
//   node scripts/measure-bundles.mjs [--json] [--landing mf-dashboard] [--budget] [--ratchet] [--lower-ceilings]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../tools/suite-remotes.cjs';
import { onDemandChunk } from '../tools/webpack/antd.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const landing = args.includes('--landing') ? args[args.indexOf('--landing') + 1] : 'mf-dashboard';
const checkBudget = args.includes('--budget');
const checkRatchet = args.includes('--ratchet');
const lowerCeilings = args.includes('--lower-ceilings');
/** Decision 0002: at most 450 kB (450,000 bytes) of gzipped JavaScript for each of the two first screens. */
export const BUDGET = 450_000;
/** Each first screen's ceiling in bytes gzipped, by its budget line: no build may grow past it. */
export const CEILINGS_FILE = path.join(ROOT, 'scripts', 'bundle-ceilings.json');
/** Room over the measured figure when a ceiling is lowered: 1% (gzip varies a little with unrelated edits). */
export const CEILING_MARGIN = 0.01;

/**
 * Each budget line against its ceiling: `{ line, gzip, ceiling, over }` (`ceiling` null when the file
 * has none for it: a new line, which fails until it is given one).
 */
export function againstCeilings(lines, ceilings) {
  return lines.map(({ line, gzip }) => {
    const ceiling = Number.isFinite(ceilings[line]) ? ceilings[line] : null;
    return { line, gzip, ceiling, over: ceiling === null || gzip > ceiling };
  });
}

/** The ceilings lowered to each line's figure plus the margin where that is lower; never raised. */
export function loweredCeilings(lines, ceilings, margin = CEILING_MARGIN) {
  const next = { ...ceilings };
  for (const { line, gzip } of lines) {
    const proposed = Math.ceil(gzip * (1 + margin));
    if (!Number.isFinite(next[line]) || proposed < next[line]) next[line] = proposed;
  }
  return next;
}

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
  // A shared library's chunks are more than the manifest lists (webpack splits out what two of
  // them hold in common, react-router's code for one): every chunk group that provides or
  // consumes a shared module counts (chunk-groups.json; a few KiB more than a browser fetches).
  const groupsFile = path.join(dist, 'chunk-groups.json');
  const unnamed = fs.existsSync(groupsFile) ? (JSON.parse(fs.readFileSync(groupsFile, 'utf8'))[''] ?? []) : [];
  for (const group of unnamed) if (group.origins.some((origin) => /^(Provide|Consume)SharedModule:/.test(origin))) for (const name of group.files) sharedNames.add(name);
  const isAfterSignIn = (name) => /^shell-(start|render|layout|remotes|federation)\./.test(name) || sharedNames.has(name);
  const afterSignIn = lazyNames.filter(isAfterSignIn).map((name) => size(path.join(dist, name)));
  const onDemand = lazyNames.filter((name) => !isAfterSignIn(name) && !/^sign-in-first\./.test(name)).map((name) => size(path.join(dist, name)));
  // antd's prebuilt styles: a stylesheet every signed-in page links (CSS, not in the JavaScript lines).
  const stylesheets = fs.readdirSync(dist).filter((name) => name.endsWith('.css')).map((name) => size(path.join(dist, name)));
  return { initial, signInFirst, afterSignIn, onDemand, stylesheets, groups: chunkGroups(dist) };
}

/** Named chunk groups of a package's build and their files with sizes ({} for a build without chunk-groups.json). */
function chunkGroups(dist) {
  const file = path.join(dist, 'chunk-groups.json');
  if (!fs.existsSync(file)) return {};
  const groups = JSON.parse(fs.readFileSync(file, 'utf8'));
  // The container's own group names remoteEntry.js, renamed with its hash after the build: left out.
  return Object.fromEntries(
    Object.entries(groups)
      .filter(([name, files]) => name && name !== 'main' && !name.startsWith('__federation') && files.every((f) => fs.existsSync(path.join(dist, f))))
      .map(([name, files]) => [name, files.map((f) => size(path.join(dist, f)))]),
  );
}

/** Files once each, by path. */
const unique = (files) => [...new Map(files.map((f) => [f.file, f])).values()];

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
  return { mounted, onDemand: onDemand.map((name) => size(path.join(dist, name))), fallbacks, groups: chunkGroups(dist), mountedWaitsForAntd: antdOnDemandWaitedFor(dist, '__federation_expose_app') };
}

/**
 * Which of antd's on-demand names (ANTD_ON_DEMAND in tools/webpack/antd.mjs) a package's chunk group
 * imports: it waits for the shared antd to load each, and a first screen showing it downloads the
 * shell's group of each name too.
 */
function antdOnDemandWaitedFor(dist, group) {
  const file = path.join(dist, 'antd-on-demand-waits.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8'))[group] ?? []) : [];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
const report = { shell: null, remotes: {} };
if (isMain) main();

function main() {
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

  /** The two first screens of decision 0002, each as the files it downloads. */
  function budgetLines() {
    const { shell, remotes } = report;
    if (!shell || !remotes['mf-homework'] || !remotes['mf-dashboard']) return null;
    const start = [...shell.initial, ...shell.afterSignIn];
    const charts = remotes['mf-dashboard'].groups['dashboard-charts'];
    if (!charts) return null;
    // The page's antd is the shell's: so are the on-demand names a mounted remote waits for.
    const antdOnDemand = (remote) => remote.mountedWaitsForAntd.flatMap((name) => shell.groups[onDemandChunk(name)] ?? []);
    const mounted = (pkg) => [...remotes[pkg].mounted, ...antdOnDemand(remotes[pkg])];
    return [
      { line: 'to show All Homework after sign-in', files: unique([...start, ...mounted('mf-homework')]) },
      { line: 'to show the dashboard with its charts drawn', files: unique([...start, ...mounted('mf-dashboard'), ...charts]) },
    ].map((b) => ({ ...b, ...sum(b.files), over: sum(b.files).gzip > BUDGET }));
  }
  report.budget = budgetLines();
  const ceilings = fs.existsSync(CEILINGS_FILE) ? JSON.parse(fs.readFileSync(CEILINGS_FILE, 'utf8')) : {};
  report.ceilings = report.budget ? againstCeilings(report.budget, ceilings) : null;
  if (lowerCeilings && report.budget) {
    const next = loweredCeilings(report.budget, ceilings);
    fs.writeFileSync(CEILINGS_FILE, `${JSON.stringify(next, null, 2)}\n`);
    report.ceilings = againstCeilings(report.budget, next);
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
      line('shell: stylesheet after sign-in (CSS, outside the budget)', sum(report.shell.stylesheets));
    }
    for (const [pkg, sizes] of Object.entries(report.remotes)) {
      line(`${pkg}: remoteEntry + ./app when mounted`, sum(sizes.mounted));
      if (sizes.mountedWaitsForAntd.length > 0)
        line(`  ${pkg}: and antd's ${sizes.mountedWaitsForAntd.join(', ')}, which ./app waits for`, sum(unique(sizes.mountedWaitsForAntd.flatMap((name) => report.shell?.groups[onDemandChunk(name)] ?? []))));
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
    console.log('\nNamed chunk groups fetched on demand (each with every file it loads; a file shared with another group is named below):');
    for (const [pkg, sizes] of Object.entries(report.remotes))
      for (const [name, files] of Object.entries(sizes.groups ?? {})) {
        line(`${pkg}: ${name}`, sum(files));
        console.log(`    ${files.map((f) => path.basename(f.file)).join(', ')}`);
      }
    // A viewer's library (pdf.js, exceljs, ...) loads only for its file type: its group's files are
    // in no other named group and not among the files the remote fetches when it mounts.
    for (const [pkg, sizes] of Object.entries(report.remotes)) {
      const groups = Object.entries(sizes.groups ?? {});
      for (const [name, files] of groups) {
        const elsewhere = files.filter((f) => sizes.mounted.some((m) => m.file === f.file) || groups.some(([other, o]) => other !== name && o.some((x) => x.file === f.file)));
        if (elsewhere.length) console.log(`  ${pkg}: ${name} shares ${elsewhere.map((f) => path.basename(f.file)).join(', ')} with other groups or the mounted remote`);
      }
    }
    if (report.budget) {
      console.log(`\nBudget: at most ${(BUDGET / 1000).toFixed(0)} kB (${kb(BUDGET)}) gzipped for each first screen`);
      for (const b of report.budget) line(`${b.over ? 'OVER' : 'ok  '} ${b.line}`, b);
      for (const b of report.budget) if (b.over) console.log(`     ${b.line}: ${kb(b.gzip - BUDGET)} over the goal`);
      console.log(`\nCeilings (${path.relative(ROOT, CEILINGS_FILE)}${lowerCeilings ? ', just lowered' : ''}; --ratchet fails a build that grows past one)`);
      for (const c of report.ceilings)
        console.log(`${c.over ? 'OVER' : 'ok  '} ${c.line.padEnd(53)} ${kb(c.gzip).padStart(11)} of ${c.ceiling === null ? 'no ceiling' : kb(c.ceiling)}`);
    }
  }
  if (checkRatchet) {
    if (!report.ceilings) {
      console.error('ratchet: the shell, mf-homework and mf-dashboard (with chunk-groups.json) must be built first');
      process.exitCode = 1;
    } else if (report.ceilings.some((c) => c.over)) {
      for (const c of report.ceilings.filter((x) => x.over))
        console.error(c.ceiling === null ? `ratchet: ${c.line} has no ceiling in ${path.relative(ROOT, CEILINGS_FILE)}` : `ratchet: ${c.line} grew to ${kb(c.gzip)}, past its ceiling of ${kb(c.ceiling)}`);
      process.exitCode = 1;
    }
  }
  if (checkBudget) {
    if (!report.budget) {
      console.error('budget: the shell, mf-homework and mf-dashboard (with chunk-groups.json) must be built first');
      process.exitCode = 1;
    } else if (report.budget.some((b) => b.over)) process.exitCode = 1;
  }
}
