import { benchPlatform } from './platform';

/** `npm run bench`: every performance figure of the project, each next to its baseline. BENCH_SECONDS sets the length. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
await benchPlatform(seconds);
