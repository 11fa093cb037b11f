import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // jsdom, guarded against React scheduler tasks that outlive a file (see the file).
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A guard against a hung test, not a speed goal: antd pages rendered in jsdom take seconds on a loaded machine.
    testTimeout: 30_000,
  },
});
