import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../../src/platform/db';

/**
 * Migrates once, before the workers start. On PostgreSQL (DATABASE_URL set) the files share one database: it is
 * migrated here. On PGlite each test file opens its own in-memory database: one is migrated here and its image
 * written to a temporary file, which every file's database starts from (`migratedImage`).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await database.migrate();
    await database.close();
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  let image: Blob;
  try {
    await database.migrate();
    image = await dumpPglite(database);
  } finally {
    await database.close();
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tillbook-test-db-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
