import { buildApp } from './app';
import { loadConfig } from './config';
import { exitOnFailure, openDatabase } from './platform/db';
import { failDeadJobs } from './platform/jobs';
import { purgeExpiredSessions } from './platform/sessions';

/** Starts the server: opens and migrates the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  // Imports whose server died mid-run (no heartbeat for JOB_STALE_SECONDS) are failed now, not left "writing".
  await failDeadJobs(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  app.log.info(`Tillbook back office on ${config.publicUrl} (${where})`);
  console.log(`\n  Tillbook is running: ${config.publicUrl}\n`);

  const purge = setInterval(
    () => purgeExpiredSessions(database.db, config).catch((err) => app.log.warn({ err })),
    3_600_000,
  );
  purge.unref();
  // The embedded database has no autovacuum: refresh the planner's statistics at start and every hour.
  const analyze = () => database.analyze().catch((err) => app.log.warn({ err }, 'analyze failed'));
  void analyze();
  const statistics = setInterval(analyze, 3_600_000);
  statistics.unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    clearInterval(statistics);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// A refusal to start (e.g. another process holds the embedded database) is one line, not a stack trace.
main().catch(exitOnFailure);
