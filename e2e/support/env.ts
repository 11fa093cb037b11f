import os from 'node:os';
import path from 'node:path';

/** One fixed port and data folder per run, so the config, the workers and the specs agree without passing state. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
export const E2E_DATA_DIR = path.join(os.tmpdir(), `tillbook-e2e-${E2E_PORT}`);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
