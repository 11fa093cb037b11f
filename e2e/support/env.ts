import os from 'node:os';
import path from 'node:path';

// One port and data folder per run, so that several runs on one machine do not collide. The config sets it in the
// main process; Playwright's workers inherit the environment, so specs, workers and the server agree.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20_000 + (process.pid % 20_000));

export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_DATA_DIR = path.join(os.tmpdir(), `tillbook-e2e-${E2E_PORT}`);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
