import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST, ERROR_CODES } from '../../shared/contracts/error-codes';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos(Array.from({ length: 30 }, (_, i) => videoRecord({ id: i + 1 })));
});

describe('the application', () => {
  it('reports its health, including the database', async () => {
    const { status, body } = await t.get('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 'ok', database: { ok: true } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('publishes an OpenAPI document describing every public route and its parameters', async () => {
    const { status, body } = await t.get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/videos/public',
      '/api/videos/public/{id}',
      '/api/filters/public',
      '/api/topics/public',
      '/api/account-types/public',
      '/api/health',
      '/api/admin/import',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
    const params = body.paths['/api/videos/public'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'page',
        'limit',
        'format',
        'concept',
        'element',
        'accountType',
        'platform',
        'topic',
        'search',
        'tag',
        'view',
      ]),
    );
  });

  it('lists every error code of the catalogue, with its status, and routes refer to it', async () => {
    const { body } = await t.get('/api/openapi.json');
    const code = body.components.schemas.ApiError.properties.code;
    expect(code.enum).toEqual(ERROR_CODE_LIST);
    for (const name of ERROR_CODE_LIST) {
      expect(code.description).toContain(
        `\`${name}\` (${ERROR_CODES[name].status}): ${ERROR_CODES[name].meaning}`,
      );
    }
    const notFound = body.paths['/api/videos/public/{id}'].get.responses['404'];
    expect(notFound.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
  });

  it('serves a readable API reference page at /api', async () => {
    const response = await fetch(`${t.baseUrl}/api`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Hookshelf API reference');
    expect(html).toContain('/api/openapi.json');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { status, body } = await t.get('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('sends security headers and compresses large answers', async () => {
    const response = await fetch(`${t.baseUrl}/api/videos/public`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await response.json();
    expect(body.data).toHaveLength(30);
  });

  it('serves thumbnails from DATA_DIR/images/analyzer and 404s a missing one', async () => {
    const fs = await import('node:fs/promises');
    await fs.writeFile(`${t.dataDir}/images/analyzer/thumb-1.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const found = await fetch(`${t.baseUrl}/images/analyzer/thumb-1.png`);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('image/png');
    const missing = await fetch(`${t.baseUrl}/images/analyzer/nope.png`);
    expect(missing.status).toBe(404);
  });
});

describe('the public answer cache', () => {
  it('answers a repeated public question from memory, compressed once, and forgets it when the library changes', async () => {
    const first = await fetch(`${t.baseUrl}/api/videos/public?limit=5`);
    expect(first.headers.get('x-cache')).toBe('miss');
    const firstBody = await first.json();
    const second = await fetch(`${t.baseUrl}/api/videos/public?limit=5`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.json()).toEqual(firstBody);

    await t.createVideos([
      videoRecord({ id: 999, simple_description: 'Brand new', created_at: '2030-01-01T00:00:00Z' }),
    ]);
    const third = await fetch(`${t.baseUrl}/api/videos/public?limit=5`);
    expect(third.headers.get('x-cache')).toBe('miss');
    const body = await third.json();
    expect(body.data[0].simple_description).toBe('Brand new');
    expect(body.pagination.total).toBe(31);
  });

  it('keys answers on the validated query: order, ignored parameters and spelling find the same entry', async () => {
    const first = await fetch(`${t.baseUrl}/api/videos/public?limit=7&page=1`);
    expect(first.headers.get('x-cache')).toBe('miss');
    const { entries } = t.app.responseCacheStats();
    for (const url of [
      '/api/videos/public?page=1&limit=7',
      '/api/videos/public?limit=7&nonsense=1',
      '/api/videos/public?limit=7&nonsense=2&also=3',
      '/api/videos/public?limit=07',
    ]) {
      const again = await fetch(t.baseUrl + url);
      expect(again.status, url).toBe(200);
      expect(again.headers.get('x-cache'), url).toBe('hit');
    }
    expect(t.app.responseCacheStats().entries).toBe(entries);
  });

  it('counts every compressed copy it keeps against its byte budget', async () => {
    await fetch(`${t.baseUrl}/api/videos/public?limit=9`);
    const plain = t.app.responseCacheStats().bytes;
    const gzip = await fetch(`${t.baseUrl}/api/videos/public?limit=9`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(t.app.responseCacheStats().bytes).toBeGreaterThan(plain);
  });

  it('marks signed-in answers private so no shared or browser cache keeps them; public ones are not', async () => {
    const user = await createUser(t);
    const mine = await t.get('/api/videos?limit=5', { headers: user.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const me = await t.get('/api/me', { headers: user.auth });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const open = await t.get('/api/videos/public?limit=5');
    expect(open.headers.get('cache-control')).toBeNull();
  });

  it('never caches an error answer', async () => {
    await t.get('/api/videos/public/123456');
    const again = await fetch(`${t.baseUrl}/api/videos/public/123456`);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
  });
});

describe('an app that keeps no public answers (the bench builds one)', () => {
  it('still marks signed-in answers private, and keeps nothing', async () => {
    const bare = await createTestApp({}, { responseCache: false });
    const user = await createUser(bare);
    const mine = await bare.get('/api/videos?limit=5', { headers: user.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const open = await bare.get('/api/videos/public?limit=5');
    expect(open.headers.get('cache-control')).toBeNull();
    expect(open.headers.get('x-cache')).toBeNull();
  });
});
