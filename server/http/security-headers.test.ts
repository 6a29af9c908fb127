import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { createTestApp } from '../test/test-app';

let webDistDir: string;

/** A built web app with one bundle and the source map vite writes beside it. */
beforeAll(async () => {
  webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.mkdir(path.join(webDistDir, 'assets'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Hookshelf</title>');
  await fs.writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await fs.writeFile(path.join(webDistDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
});

describe('source maps', () => {
  it('are not served unless SERVE_SOURCE_MAPS asks, while the bundles are', async () => {
    const t = await createTestApp({}, { webDistDir });
    expect((await fetch(`${t.baseUrl}/assets/index-abc123.js`)).status).toBe(200);
    const map = await fetch(`${t.baseUrl}/assets/index-abc123.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('"version"');
  });

  it('are served with SERVE_SOURCE_MAPS=1', async () => {
    const t = await createTestApp({ SERVE_SOURCE_MAPS: '1' }, { webDistDir });
    const map = await fetch(`${t.baseUrl}/assets/index-abc123.js.map`);
    expect(map.status).toBe(200);
    expect(await map.json()).toEqual({ version: 3 });
  });
});

describe('content security policy', () => {
  it('allows scripts only from the site and the two embed scripts’ hosts', async () => {
    const t = await createTestApp({}, { webDistDir });
    const policy = (await fetch(`${t.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self' https://www.instagram.com https://www.tiktok.com");
  });
});

describe('transport security headers', () => {
  it('over plain http (a local install) send neither HSTS nor upgrade-insecure-requests', async () => {
    const t = await createTestApp({}, { webDistDir });
    const page = await fetch(`${t.baseUrl}/`);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('with an https PUBLIC_URL send both', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://hookshelf.example' }, { webDistDir });
    const page = await fetch(`${t.baseUrl}/`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
