// `npm run worker`: the outbox worker as its own process, on PostgreSQL (DATABASE_URL), beside the
// API or on other machines. Several at once are safe: each claims rows the others do not hold.
// Attachments are read from the same file storage as the API's (FILE_STORAGE, or DATA_DIR's disk).
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db';
import { openFileStorage } from '../storage';
import { outboxSettings } from './index';
import { OutboxWorker } from './outbox-worker';

const config = loadConfig(process.env);
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL (PostgreSQL): on the embedded database the server delivers mail itself.');
  process.exit(1);
}
const settings = outboxSettings(config);
if (!settings) {
  console.error('npm run worker needs SMTP_URL: where to deliver mail.');
  process.exit(1);
}
const db = await openDatabase(config);
await migrate(db);
const storage = await openFileStorage(config);
const worker = new OutboxWorker(db, storage, settings, {
  info: (object, message) => console.log(message, JSON.stringify(object)),
  warn: (object, message) => console.warn(message, JSON.stringify(object)),
  error: (object, message) => console.error(message, object),
});
worker.start();
console.log(`Mail worker ${process.pid} delivering to ${new URL(settings.smtpUrl).host}`);

async function shutdown(signal: string) {
  console.log(`${signal}: finishing the batch in hand…`);
  setTimeout(() => process.exit(1), 30_000).unref();
  await worker.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
