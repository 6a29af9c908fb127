// Test fixture: starts the embedded server on DATA_DIR as an app would, says "ready", then waits to be killed.
import { startEmbeddedPostgres } from '../embedded-postgres';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir.ts DATA_DIR');
await startEmbeddedPostgres(dataDir, { role: 'server' });
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
