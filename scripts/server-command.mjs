// `npm run import|worker|demo:remove|deploy-token`: one of the server's commands, from its source.
// On a fresh clone nothing is installed yet, and Node.js would stop on the missing TypeScript loader
// with a stack trace: the packages are installed first, as `npm start` does, saying so in one line.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, installDependencies, run } from './lib.mjs';
import { SERVER_ENTRIES } from './server-entries.mjs';

const [name, ...args] = process.argv.slice(2);
const source = SERVER_ENTRIES[name];
if (!source) {
  console.error(`No server command "${name ?? ''}": one of ${Object.keys(SERVER_ENTRIES).join(', ')}.`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT, 'node_modules', 'tsx'))) {
  console.log('The suite\'s packages are not installed yet: installing them first, as npm start does.');
  installDependencies();
}
process.exitCode = run(process.execPath, ['--import', 'tsx', path.join('server', source), ...args]);
