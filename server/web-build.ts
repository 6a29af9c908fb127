import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST_DIR } from './http/static-files';

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
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
