// The suite's remotes: the one list every script, the build and the unit tests read. A remote is a
// folder `mf-<name>` at the repository's root with a package.json, and each of its facts is its own:
// its container name is its folder's with underscores (mf-homework → mf_homework, written into the
// contract.json its build makes from src/routes.tsx), its development server's port is `devPort` and
// its journeys are `journeys` in its package.json. Adding a remote is adding its folder
// (and its line in pnpm-workspace.yaml and the tsconfigs, which tools/suite-remotes.test.mjs checks).
// CommonJS so that jest.config.js can read it as the scripts do.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A remote's Module Federation container name, from its folder: mf-homework → mf_homework. */
const containerOf = (folder) => folder.replace(/-/g, '_');

/** Each remote's facts, in the order of their development ports (the build's and remotes.json's order). */
const SUITE_REMOTES = fs
  .readdirSync(ROOT)
  .filter((name) => /^mf-[a-z0-9-]+$/.test(name) && fs.existsSync(path.join(ROOT, name, 'package.json')))
  .map((folder) => {
    const pkg = readJson(path.join(ROOT, folder, 'package.json'));
    return {
      folder,
      container: containerOf(folder),
      devPort: pkg.devPort,
      journeys: pkg.journeys ?? [],
    };
  })
  .sort((a, b) => a.devPort - b.devPort);

/** The remotes' folders: mf-homework, mf-marking, … */
const REMOTES = SUITE_REMOTES.map((remote) => remote.folder);
/** Each remote's development server's port (npm run dev -- <remote>, scripts/dev.mjs). */
const DEV_PORTS = Object.fromEntries(SUITE_REMOTES.map((remote) => [remote.folder, remote.devPort]));

module.exports = { SUITE_REMOTES, REMOTES, DEV_PORTS, containerOf };
