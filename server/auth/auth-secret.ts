import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

const SECRET_FILE = 'auth-secret';

/** Where the generated key is kept (a backup carries it: server/backup/backup-files.ts). */
export const authSecretFile = (dataDir: string) => path.join(dataDir, SECRET_FILE);

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one generated on the first start and
 * kept in DATA_DIR/auth-secret (mode 0600), so sessions survive restarts without any setting.
 */
export async function resolveAuthSecret(config: Pick<AppConfig, 'authSecret' | 'dataDir'>): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const file = authSecretFile(config.dataDir);
  const existing = await readSecret(file);
  if (existing) return existing;
  await fs.mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start together, the first file written wins and both use it.
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const written = (error as NodeJS.ErrnoException).code === 'EEXIST' ? await readSecret(file) : null;
    if (written) return written;
    throw error;
  }
}

async function readSecret(file: string): Promise<string | null> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    return text.length >= 32 ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
