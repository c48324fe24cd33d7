// Open and migrate the database, seed the demo schools when asked (`npm start`) or refuse them when
// not, serve everything.
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { drain } from './operations';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '@homework/contracts/demo';
import { seedIfEmpty } from './seed/index';
import { demoSchoolsIn, demoSchoolsRefusal } from './seed/demo-schools';

const config = loadConfig(process.env);
// `npm start` passes when it began, so the time printed covers install and build too.
const started = Number(process.env.SUITE_STARTED_AT) || Date.now();
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
if (config.demoSchools) {
  if (await seedIfEmpty(db)) console.log('Seeded the demo schools.');
} else {
  const demo = await demoSchoolsIn(db);
  if (demo.length > 0) {
    console.error(demoSchoolsRefusal(demo));
    await db.close();
    process.exit(1);
  }
}

const app = await buildApp(config, db);
await app.listen({ port: config.port, host: config.host });
if (config.demoSchools && config.localIdp) {
  console.log(`\nDemo sign-ins, all with the password "${DEMO_PASSWORD}":`);
  const width = Math.max(...DEMO_SIGN_INS.map(({ username }) => username.length));
  for (const { username, who, expected } of DEMO_SIGN_INS) console.log(`  ${username.padEnd(width)}  ${who} → ${expected}`);
}
console.log(`Homework is ready at ${config.publicUrl} (${((Date.now() - started) / 1000).toFixed(1)} s; data: ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/pglite`})`);
if (config.mailboxUrl) console.log(`Mail the suite sends is caught at ${config.mailboxUrl}`);
else if (!config.smtpUrl) console.log('SMTP_URL is not set: mail is queued, not sent.');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: draining: not ready, finishing the requests in hand…`);
  // Past the delay and the grace period something is stuck: the process must still end.
  setTimeout(() => process.exit(1), (config.drainDelaySeconds + config.drainGraceSeconds + 10) * 1000).unref();
  try {
    const finished = await drain(app);
    await db.close();
    process.exit(finished ? 0 : 1);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
