import fs from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the image of the migrated embedded database (global-setup.ts); none on PostgreSQL. */
    pgliteImage?: string;
  }
}

let image: Promise<Blob | undefined> | undefined;

/**
 * The image of an embedded database with every migration applied, made once per run by the global setup: a test
 * file's in-memory databases start from it instead of running the migrations (their own `migrate()` then finds
 * nothing to do). Undefined on PostgreSQL. Read once per test file.
 */
export function migratedImage(): Promise<Blob | undefined> {
  image ??= (async () => {
    const file = inject('pgliteImage');
    return file ? new Blob([await fs.readFile(file)]) : undefined;
  })();
  return image;
}
