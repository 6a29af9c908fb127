import { describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { createUser } from '../test/users';

describe('POST /api/admin/import', () => {
  it('is for admins only unless ALLOW_OPEN_IMPORT=1', async () => {
    const t = await createTestApp();
    const importAs = (headers: Record<string, string>) =>
      t.request('/api/admin/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify([videoRecord({ id: 1 })]),
      });
    expect((await importAs({})).status).toBe(401);
    const basic = await importAs((await createUser(t)).auth);
    expect(basic.status).toBe(403);
    expect(basic.body.error).toBe('Access denied: Admin privileges required');
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(0);

    const admin = await importAs((await createUser(t, { tier: 'admin' })).auth);
    expect(admin.status).toBe(200);
    expect(admin.body.data.inserted).toBe(1);
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(1);
  });

  it('imports an uploaded NDJSON file and a JSON body, and the videos appear at once', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' });
    const form = new FormData();
    const ndjson = [videoRecord({ id: 1 }), videoRecord({ id: 2 }), { id: 3 }]
      .map((r) => JSON.stringify(r))
      .join('\n');
    form.append('file', new Blob([ndjson], { type: 'application/x-ndjson' }), 'videos.ndjson');
    const upload = await t.request('/api/admin/import', { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    expect(upload.body.data).toMatchObject({ inserted: 2, updated: 0, rejected: [{ position: 'line 3' }] });
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(2);

    const json = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([videoRecord({ id: 2, simple_description: 'Changed' }), videoRecord({ id: 4 })]),
    });
    expect(json.body.data).toMatchObject({ inserted: 1, updated: 1 });
    const list = await t.get('/api/videos/public');
    expect(list.body.pagination.total).toBe(3);
    expect((await t.get('/api/videos/public/2')).body.data.simple_description).toBe('Changed');
  });

  it('answers a body that is not a list of records with a 400', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' });
    const object = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1 }),
    });
    expect(object.status).toBe(400);
    expect(object.body.code).toBe('import_body_invalid');
    const broken = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"id": 1',
    });
    expect(broken.status).toBe(400);
  });
});
