import { openDatabase } from '../../src/platform/db';

/**
 * On PostgreSQL (DATABASE_URL set) the files share one database: migrate it once here, before the workers start.
 * On PGlite each test file opens its own in-memory database and migrates it itself.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  await database.migrate();
  await database.close();
}
