import fs from 'node:fs/promises';
import path from 'node:path';
import { authSecretFile } from '../auth/auth-secret';
import { sourceImagesDir, variantImagesDir } from '../library-import/thumbnail-files';

// Besides its tables an install keeps files in DATA_DIR that a move must take along: the thumbnail
// sources and their converted variants (the URLs the API hands out name the variants), and the generated
// key that signs session cookies (a new key ends every session). The database's own files (DATA_DIR/pg)
// and its credentials are not among them: the tables are restored into the new place's database.

/** A line no base64 holds: the end of the files section. */
export const END_OF_FILES = '\\.';
/** Bytes per base64 line: lines stay short whatever an image's size. */
const CHUNK_BYTES = 48 * 1024;

/** The line before a file's base64 lines. */
interface FileEntry {
  /** The file's path under DATA_DIR, with '/' between folders. */
  file: string;
  bytes: number;
}

/** What a backup's files section held. */
export interface CarriedFiles {
  count: number;
  bytes: number;
  images: number;
  authSecret: boolean;
}

const imageDirs = (dataDir: string) => [sourceImagesDir(dataDir), variantImagesDir(dataDir)];
const relativeTo = (dataDir: string, file: string) => path.relative(dataDir, file).split(path.sep).join('/');

/**
 * The files of DATA_DIR a backup carries, as paths under it: every image in the two thumbnail folders
 * (a variant being written, `*.tmp`, is left out) and the auth secret when the install generated one.
 */
export async function listDataFiles(dataDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const dir of imageDirs(dataDir)) {
    const names = await fs.readdir(dir).catch(ignoreMissing([] as string[]));
    for (const name of names.sort()) {
      if (name.endsWith('.tmp')) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(ignoreMissing(null));
      if (stat?.isFile()) files.push(relativeTo(dataDir, path.join(dir, name)));
    }
  }
  const secret = authSecretFile(dataDir);
  if (await fs.stat(secret).catch(ignoreMissing(null))) files.push(relativeTo(dataDir, secret));
  return files;
}

/** Writes each file as an entry line and its bytes in base64 lines, then the section's end; returns what it wrote. */
export async function writeDataFiles(
  dataDir: string,
  files: string[],
  write: (text: string) => Promise<void>,
): Promise<CarriedFiles> {
  const carried = emptyCarried();
  for (const file of files) {
    // Removed since it was listed (an operator tidying up): the backup holds what is there.
    const bytes = await fs.readFile(path.join(dataDir, file)).catch(ignoreMissing(null));
    if (!bytes) continue;
    const entry: FileEntry = { file, bytes: bytes.length };
    await write(`${JSON.stringify(entry)}\n`);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      await write(`${bytes.subarray(at, at + CHUNK_BYTES).toString('base64')}\n`);
    }
    count(carried, dataDir, file, bytes.length);
  }
  await write(`${END_OF_FILES}\n`);
  return carried;
}

/** A files section read into a staging folder, not yet in place. */
export interface StagedFiles {
  carried: CarriedFiles;
  /** Their paths under DATA_DIR (and under the staging folder). */
  paths: string[];
}

/**
 * Reads a files section into `stagingDir` (the same paths under it as under DATA_DIR). A path outside
 * the folders a backup may write, or a file cut short, is refused with `refuse(reason)`.
 */
export async function readDataFiles(
  dataDir: string,
  stagingDir: string,
  nextLine: () => Promise<string | null>,
  refuse: (reason: string) => Error,
): Promise<StagedFiles> {
  const staged: StagedFiles = { carried: emptyCarried(), paths: [] };
  while (true) {
    const line = await nextLine();
    if (line === null) throw refuse('it ends inside its files');
    if (line === END_OF_FILES) return staged;
    const entry = parseEntry(line);
    if (!entry || !isCarriedPath(dataDir, entry.file)) {
      throw refuse(`it names a file a backup does not hold: ${line.slice(0, 200)}`);
    }
    const chunks: Buffer[] = [];
    let read = 0;
    while (read < entry.bytes) {
      const chunk = await nextLine();
      if (chunk === null || chunk === END_OF_FILES) throw refuse(`${entry.file} is cut short`);
      const bytes = Buffer.from(chunk, 'base64');
      chunks.push(bytes);
      read += bytes.length;
    }
    if (read !== entry.bytes) throw refuse(`${entry.file} should hold ${entry.bytes} bytes, found ${read}`);
    const target = path.join(stagingDir, entry.file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // The key is readable by its owner only, as where it came from (server/auth/auth-secret.ts).
    const mode = isAuthSecret(dataDir, entry.file) ? 0o600 : 0o644;
    await fs.writeFile(target, Buffer.concat(chunks), { mode });
    count(staged.carried, dataDir, entry.file, read);
    staged.paths.push(entry.file);
  }
}

/** Moves the staged files to their places in DATA_DIR (same file system: each appears whole). */
export async function placeDataFiles(dataDir: string, stagingDir: string, files: string[]): Promise<void> {
  for (const file of files) {
    const target = path.join(dataDir, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(path.join(stagingDir, file), target);
  }
}

/** A path a backup may write: a plain file name in one of the image folders, or the auth secret. */
function isCarriedPath(dataDir: string, file: string): boolean {
  if (isAuthSecret(dataDir, file)) return true;
  const name = path.posix.basename(file);
  if (!name || name === '.' || name === '..' || name.includes('\\') || name.includes('\u0000')) return false;
  const folder = path.posix.dirname(file);
  return imageDirs(dataDir).some((dir) => relativeTo(dataDir, dir) === folder);
}

const isAuthSecret = (dataDir: string, file: string) => file === relativeTo(dataDir, authSecretFile(dataDir));

function parseEntry(line: string): FileEntry | null {
  try {
    const entry = JSON.parse(line) as Partial<FileEntry>;
    const valid =
      typeof entry.file === 'string' && Number.isSafeInteger(entry.bytes) && (entry.bytes as number) >= 0;
    return valid ? (entry as FileEntry) : null;
  } catch {
    return null;
  }
}

export function emptyCarried(): CarriedFiles {
  return { count: 0, bytes: 0, images: 0, authSecret: false };
}

function count(carried: CarriedFiles, dataDir: string, file: string, bytes: number): void {
  carried.count += 1;
  carried.bytes += bytes;
  if (isAuthSecret(dataDir, file)) carried.authSecret = true;
  else carried.images += 1;
}

/** A file or folder that is not there reads as `fallback`; any other error stands. */
function ignoreMissing<T>(fallback: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  };
}
