// `npm run deploy-token -- issue <remote> [--label <who>] | list | revoke <id>`: the operator's deploy
// tokens (kit/deploy-tokens.ts) in the database DATA_DIR or DATABASE_URL names. A token is printed
// once, when issued: give it to the remote's team for its pipeline (docs/release.md).
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { issueDeployToken, listDeployTokens, revokeDeployToken } from './kit/deploy-tokens';

const USAGE = 'Usage: npm run deploy-token -- issue <remote> [--label <who>] | list | revoke <id>';
const [command, ...rest] = process.argv.slice(2);
const labelAt = rest.indexOf('--label');
const label = labelAt >= 0 ? rest[labelAt + 1] : undefined;
const [subject] = rest.filter((_arg, index) => labelAt < 0 || (index !== labelAt && index !== labelAt + 1));

const db = await openDatabase(loadConfig(process.env));
try {
  await migrate(db);
  if (command === 'issue' && subject && /^mf-[a-z0-9-]+$/.test(subject)) {
    const { id, token } = await issueDeployToken(db, subject, label ?? `${subject} pipeline`);
    console.log(`Deploy token ${id} for ${subject} (shown once; keep it in the pipeline's secrets):\n${token}`);
  } else if (command === 'list') {
    const tokens = await listDeployTokens(db);
    console.log(tokens.length ? tokens.map((t) => `${t.id}  ${t.remote}  ${t.label}  issued ${t.issuedAt.toISOString()}${t.revokedAt ? `  revoked ${t.revokedAt.toISOString()}` : ''}`).join('\n') : 'No deploy tokens issued.');
  } else if (command === 'revoke' && subject) {
    console.log((await revokeDeployToken(db, subject)) ? `Deploy token ${subject} revoked.` : `No deploy token ${subject} in use.`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
