import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/per-file.ts'],
    // Each file gets its own in-memory PGlite; argon2 and the database make a few tests slow on two cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
