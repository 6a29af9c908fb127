import fs from 'node:fs/promises';
import path from 'node:path';

export type OwnerRole = 'server' | 'cli';

interface Owner {
  pid: number;
  role: OwnerRole;
  since: string;
}

const OWNER_FILE = 'hookshelf-owner.json';

/** Which Hookshelf process owns DATA_DIR's embedded server, if any file says so. */
export async function readOwner(dataDir: string): Promise<Owner | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return null;
  }
}

/** Records this process as the owner of DATA_DIR's embedded server. */
export async function takeOwnership(dataDir: string, role: OwnerRole): Promise<void> {
  const owner: Owner = { pid: process.pid, role, since: new Date().toISOString() };
  await fs.writeFile(path.join(dataDir, OWNER_FILE), JSON.stringify(owner));
}

/** Removes the owner record if it is still ours. */
export async function releaseOwner(dataDir: string): Promise<void> {
  const owner = await readOwner(dataDir);
  if (owner?.pid === process.pid) await fs.rm(path.join(dataDir, OWNER_FILE), { force: true });
}

/** True when a process with this pid exists (signal 0 probes without signalling). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
