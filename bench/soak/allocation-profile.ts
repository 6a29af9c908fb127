import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

/** Bytes allocated by one function (its own allocations, not its callees'), from the sampling profile. */
export interface AllocationSite {
  site: string;
  bytes: number;
}

export interface AllocationProfile {
  /** Bytes allocated in all while sampling (estimated from the samples). */
  totalBytes: number;
  /** The largest sites, and the same bytes summed by package (or by folder of this repository). */
  sites: AllocationSite[];
  packages: AllocationSite[];
}

/** One sample every this many bytes allocated: V8's default, cheap enough to run under load. */
const SAMPLING_INTERVAL = 32 * 1024;

/**
 * Samples what this process allocates, including objects already collected again (the garbage a heap
 * snapshot never shows), through V8's sampling heap profiler. `stop()` answers the largest sites.
 */
export async function startAllocationProfile(): Promise<{ stop(top: number): Promise<AllocationProfile> }> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop(top) {
      const { profile } = (await session.post('HeapProfiler.stopSampling')) as {
        profile: { head: ProfileNode };
      };
      session.disconnect();
      const bySite = new Map<string, number>();
      const byPackage = new Map<string, number>();
      let totalBytes = 0;
      const walk = (node: ProfileNode) => {
        const { functionName, url, lineNumber } = node.callFrame;
        const where = shortPath(url);
        const site = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
        bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
        const pkg = packageOf(where);
        byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.selfSize);
        totalBytes += node.selfSize;
        for (const child of node.children) walk(child);
      };
      // No "which app function asked" here: a query built in a thenable's job has no server/ frame above it.
      walk(profile.head);
      const largest = (map: Map<string, number>) =>
        [...map]
          .map(([site, bytes]) => ({ site, bytes }))
          .sort((a, b) => b.bytes - a.bytes)
          .slice(0, top);
      return { totalBytes, sites: largest(bySite), packages: largest(byPackage) };
    },
  };
}

/** The path from node_modules or the repository on, so a site reads `drizzle-orm/…` or `server/…`. */
function shortPath(url: string): string {
  if (!url) return '';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
}

/** `drizzle-orm`, `@fastify/compress`, `server/swipefiles`, or `(native)` for frames without a file. */
function packageOf(where: string): string {
  if (!where) return '(native or V8)';
  const parts = where.split('/');
  if (where.startsWith('node:')) return 'node core';
  return (parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, parts[0] === 'server' ? 2 : 1)).join(
    '/',
  );
}
