// `npm run demo:remove`: deletes the demo schools from the database DATA_DIR or DATABASE_URL names,
// so that a production server starts on it (seed/demo-schools.ts).
import { loadConfig } from './config';
import { migrate, openDatabase } from './db';
import { removeDemoSchools } from './seed/demo-schools';

const db = await openDatabase(loadConfig(process.env));
try {
  await migrate(db);
  const removed = await removeDemoSchools(db);
  console.log(removed.length ? `Removed the demo schools: ${removed.join(', ')}.` : 'This database holds no demo school.');
} finally {
  await db.close();
}
