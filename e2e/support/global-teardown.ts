import fs from 'node:fs';
import { E2E_DATA_DIR } from './env';

/** A run's database, outbox and web copy are of no use afterwards: they would pile up in the temp folder. */
export default function globalTeardown() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
