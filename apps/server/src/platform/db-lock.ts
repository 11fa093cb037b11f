import fs from 'node:fs';
import path from 'node:path';

/** The embedded database is in use by another living process: this one must not open it. */
export class DatabaseInUseError extends Error {
  constructor(pid: number, dataDir: string) {
    super(
      `Another Tillbook process (pid ${pid}) is using the embedded database in ${dataDir}; stop it, or use DATABASE_URL`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds (a lock naming our own pid but not held here is left from an earlier run). */
const held = new Set<string>();

function isAlive(pid: number, file: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number {
  try {
    return Number(fs.readFileSync(file, 'utf8').trim());
  } catch {
    return 0;
  }
}

/**
 * Takes the embedded database's lock: `<dataDir>/pglite.lock` holding this process's pid, created exclusively.
 * Two processes on one PGlite folder would corrupt it, so a lock whose process lives refuses
 * (DatabaseInUseError); a lock left by a process that died is taken over. Answers the release function
 * (also run when the process exits).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = readPid(file);
      if (isAlive(pid, file) || attempt > 0) throw new DatabaseInUseError(pid, dataDir);
      // A stale lock: its process is gone. Another starter may race us for it; the exclusive create decides.
      fs.rmSync(file, { force: true });
    }
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
