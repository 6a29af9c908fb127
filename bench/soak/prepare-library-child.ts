import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../../server/db/database';
import { prepareLibrary } from '../prepare-library';

interface PrepareRequest {
  url: string;
  adminUrl: string;
  count: number;
}

/**
 * Seeds the bench library from a child process: the memory bench reads the heap of its own process, which
 * is the app's, so the seed's garbage and the heap it grew must not be there.
 */
export function prepareLibraryInChild(request: PrepareRequest): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed exited with ${code}`))));
    child.send(request);
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', async (message) => {
    const { url, adminUrl, count } = message as PrepareRequest;
    const database = connectDatabase(url, { max: 4 });
    try {
      await prepareLibrary(database, adminUrl, count, (line) => console.error(`[bench] ${line}`));
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
}
