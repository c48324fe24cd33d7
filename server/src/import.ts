// `npm run import -- <bundle.zip | folder> [--dry-run] [--invite]`: imports a OneRoster CSV bundle into
// the database DATA_DIR or DATABASE_URL names (roster-import/), printing what changed or every problem.
// --invite then mails the bundle's staff who have no password a link to set one (domain/password-links).
import path from 'node:path';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { describeInvitations, inviteStaff } from './domain/password-links';
import { describeResult, importRoster } from './roster-import';

const args = process.argv.slice(2);
const FLAGS = ['--dry-run', '--invite'];
const dryRun = args.includes('--dry-run');
const invite = args.includes('--invite');
const sources = args.filter((arg) => !FLAGS.includes(arg));
if (sources.length !== 1) {
  console.error('Usage: npm run import -- <bundle.zip | folder> [--dry-run] [--invite]');
  process.exit(2);
}
const db = await openDatabase(loadConfig(process.env));
try {
  await migrate(db);
  // npm runs scripts from the repository's root; a relative path is the caller's (INIT_CWD).
  const result = await importRoster(db, path.resolve(process.env.INIT_CWD ?? process.cwd(), sources[0]), { dryRun });
  const output = describeResult(result, { withDetails: true });
  if ('problems' in result) {
    console.error(output);
    process.exitCode = 1;
  } else {
    console.log(output);
    if (invite && !result.dryRun) console.log(describeInvitations(await db.transaction((tx) => inviteStaff(tx, result.schoolIds))));
  }
} finally {
  await db.close();
}
