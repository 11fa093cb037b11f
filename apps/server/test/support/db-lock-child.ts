// A process that opens the embedded database in DATA_DIR (used by db-lock.test.ts): it says "open" on stdout once
// it holds it, and closes it when its stdin ends. Refused, it ends as the server and the demo do.
import { exitOnFailure, openDatabase } from '../../src/platform/db';

const database = await openDatabase({ dataDir: process.env.DATA_DIR as string }).catch(exitOnFailure);
console.log('open');
process.stdin.resume();
process.stdin.on('end', () => void database.close().then(() => process.exit(0)));
