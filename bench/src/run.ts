import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchPlatform } from './platform';

/** `npm run bench`: every performance figure of the project, each next to its baseline. BENCH_SECONDS sets the length. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
await benchPlatform(seconds);

// The web bundle budget reads the production build: build it first so the figure is of the current code.
const root = path.resolve(import.meta.dirname, '../..');
spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
const bundle = spawnSync('npx', ['tsx', 'bench/src/web-bundle.ts'], { cwd: root, stdio: 'inherit' });
process.exitCode = bundle.status ?? 1;
