import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once per run; each file's in-memory PGlite starts from the migrated image (test/support).
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/per-file.ts'],
    // Each file gets its own in-memory PGlite; argon2 and the database make a few tests slow on two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file still runs in a fresh worker of its own (its modules, its database), in a thread rather than a
    // forked process: about a quarter less CPU per file, measured (no process to boot, modules handed over without
    // the process channel).
    pool: 'threads',
    // Vitest's default leaves a core to itself: one worker on a two-core machine, which then used one core. A worker
    // keeps one core busy (its PGlite runs in-process); the main process needs little once modules are transformed.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
