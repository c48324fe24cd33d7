// `npm start`: open and migrate the database, seed the demo school when empty, serve everything.
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { DEMO_PASSWORD, DEMO_USERS } from '@homework/shared/contracts';
import { seedIfEmpty } from './seed/index';

const config = loadConfig(process.env);
const started = Date.now();
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
if (await seedIfEmpty(db)) console.log('Seeded the demo schools.');

const app = await buildApp(config, db);
await app.listen({ port: config.port, host: config.host });
if (config.localIdp) console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"): ${DEMO_USERS.join(', ')}`);
console.log(`Homework is ready at ${config.publicUrl} (${((Date.now() - started) / 1000).toFixed(1)} s; data: ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/pglite`})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping…`);
  // A stuck connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
