import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST_DIR } from './pages/page-routes';

const SOURCE_DIRS = ['web', 'shared'];
const SOURCE_FILES = ['vite.config.ts', 'package.json'];

/** The newest modification time among the web app's sources. */
function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when dist/web is missing or older than any web source. */
export function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST_DIR, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const sources = [
    ...SOURCE_DIRS.filter((d) => fs.existsSync(d)).map(newestSourceTime),
    ...SOURCE_FILES.filter((f) => fs.existsSync(f)).map((f) => fs.statSync(f).mtimeMs),
  ];
  return sources.some((time) => time > built);
}

/** Builds the web app with Vite when it is missing or out of date (what `npm start` needs). */
export async function ensureWebBuild(log: (message: string) => void): Promise<void> {
  if (!webBuildIsStale()) return;
  log('building the web app (first start, or its sources changed)…');
  await buildInOwnProcess();
}

/**
 * `vite build` in a process of its own, not in the server's: a build sets NODE_ENV=production when it is
 * unset, and the server has already loaded React's development build by then, so the server renderer
 * (react-dom/server, loaded with the first page) came up as the production build beside it and every page
 * render failed ("dispatcher.getOwner is not a function") on the start that built the app. The build's
 * memory goes with its process too. Started with node directly, as server/dev.ts does, not through npx.
 */
function buildInOwnProcess(): Promise<void> {
  const vite = path.join('node_modules', '.bin', 'vite');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  // Stopped while building (Ctrl-C, a process manager's SIGTERM): the build stops too.
  let stoppedBy: NodeJS.Signals | null = null;
  const stop = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      if (code === 0) resolve();
      else if (stoppedBy)
        reject(new WebBuildError(`${stoppedBy} received while building the web app: stopped`));
      else reject(new WebBuildError(`the web app's build failed (vite build exited with ${signal ?? code})`));
    });
  });
}

/** The web app could not be built: Vite has said why above this message. */
export class WebBuildError extends Error {}
