// Worker threads do not inherit tsx's loader (neither from `node --import tsx` nor from Vitest), and on
// Node 20 `execArgv: ['--import', 'tsx']` does not reach a worker's entry file. So the worker starts here,
// in plain JavaScript, and loads its TypeScript entry (workerData.entry) through tsx's API.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
