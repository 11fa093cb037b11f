import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from './support/env';

// Debian's Chromium, never a downloaded browser; the flags keep it off the network this machine does not have.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PREPARE_RUN = [
  "const fs = require('node:fs');",
  'fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });',
  'fs.cpSync(process.env.WEB_BUILD, process.env.WEB_DIST, { recursive: true });',
].join(' ');

export default defineConfig({
  testDir: './specs',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    // The app then turns antd's animations off: a click can no longer land beside a dialog that is still zooming
    // in (lost clicks under load). Behaviour is the same with and without motion.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real server on a temporary embedded database; mails go to its outbox, where the specs read codes.
    // Before it starts: an empty data folder, and a copy of the web build of its own in it. Emptying the folder
    // cannot be left to a globalSetup, which Playwright runs *after* starting the web server (it deleted the
    // database under the running server); and the server serves the files its static folder held when it started,
    // so another run rebuilding apps/web/dist meanwhile would leave this run's pages pointing at missing chunks.
    command: `node -e "${PREPARE_RUN}" && npx tsx ../apps/server/src/main.ts`,
    url: `${BASE_URL}/m/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: BASE_URL,
      // E2E_WEB_BUILD: another build folder (e.g. `vite build --outDir …` while someone else builds apps/web/dist).
      WEB_BUILD: process.env.E2E_WEB_BUILD ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
      WEB_DIST: path.join(E2E_DATA_DIR, 'web'),
      LOG_LEVEL: 'warn',
      CODE_RESEND_SECONDS: '0',
      LOGIN_IP_LOCK_AFTER: '100000',
    },
  },
});
