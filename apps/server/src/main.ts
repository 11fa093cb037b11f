import { buildApp } from './app';
import { loadConfig } from './config';
import { exitOnFailure, openDatabase } from './platform/db';
import { checkFileStore, createFileStore } from './platform/files';
import { purgeExpiredSessions } from './platform/sessions';

/** Starts the server: opens and migrates the database, listens, and shuts down cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  // Refuses to start, saying why, when the upload store is unusable (an S3 bucket missing or unreachable).
  await checkFileStore(createFileStore(config));
  const database = await openDatabase(config);
  await database.migrate();
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
    // /m/ready answers 503 and answers say Connection: close, so the balancer moves clients to other copies; then
    // app.close(): new requests answer 503, requests in flight finish, jobs end their current step and go back to the
    // queue for another copy. Connections still open after SHUTDOWN_TIMEOUT_SECONDS are cut.
    app.readiness.startDraining();
    if (config.shutdownDrainSeconds > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
    const force = setTimeout(() => app.server.closeAllConnections(), config.shutdownTimeoutSeconds * 1000);
    force.unref();
    await app.close();
    clearTimeout(force);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// A refusal to start (e.g. another process holds the embedded database) is one line, not a stack trace.
main().catch(exitOnFailure);
