import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', async () => {
    const dataDir = await makeTempDataDir('hookshelf-secret-');
    const secret = 'x'.repeat(40);
    expect(await resolveAuthSecret({ authSecret: secret, dataDir })).toBe(secret);
    await expect(fs.access(path.join(dataDir, 'auth-secret'))).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('otherwise generates one, keeps it in DATA_DIR/auth-secret readable by the owner only, and reuses it', async () => {
    const dataDir = await makeTempDataDir('hookshelf-secret-');
    const first = await resolveAuthSecret({ authSecret: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const stat = await fs.stat(path.join(dataDir, 'auth-secret'));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret({ authSecret: null, dataDir })).toBe(first);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
