import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './db';

// Two processes on one embedded database folder would corrupt it: the second one is refused while the first lives,
// and a lock left by a process that died is taken over. (The embedded database only: PostgreSQL has no lock file.)

const child = path.resolve(import.meta.dirname, '../../test/support/db-lock-child.ts');
const dirs: string[] = [];

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-lock-'));
  dirs.push(dir);
  return dir;
}

/** Runs the child on `dataDir` until it ends; answers its exit code and output. */
function runChild(dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout.on('data', (chunk) => {
    out += String(chunk);
    // It opened the database: let it close and end.
    if (/^open$/m.test(out)) proc.stdin.end();
  });
  proc.stderr.on('data', (chunk) => {
    err += String(chunk);
  });
  return new Promise((resolve) => proc.on('exit', (code) => resolve({ code, out, err })));
}

// Each test starts Node processes that load TypeScript and open the embedded database: on a loaded machine that takes
// longer than the default bound, which guards against a hang here, not against slowness.
describe('the embedded database lock', { timeout: 120_000 }, () => {
  it('refuses a second process while the first holds the folder, in one line naming the holder', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    try {
      expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
      const second = await runChild(dataDir);
      expect(second.code).not.toBe(0);
      expect(second.out).not.toMatch(/open/);
      expect(second.err.trim()).toBe(
        `Another Tillbook process (pid ${process.pid}) is using the embedded database in ${dataDir}; stop it, or use DATABASE_URL`,
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died, and removes it on close', async () => {
    const dataDir = tempDataDir();
    // A process that held the folder and ended without closing it.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), `${dead.pid}\n`);
    const run = await runChild(dataDir);
    expect(run).toMatchObject({ code: 0, out: 'open\n' });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
