import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/contracts/audit';
import type { View } from '../../shared/contracts/views';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let admin: TestUser;

const analysis = (topic: string, concept = 'Transformation') => ({
  topics: [{ match: topic }],
  concepts: [{ match: concept }],
  elements: [{ match: 'Text Hook' }],
  accountTypes: [{ match: 'Personal Brand / Creator' }],
  format: { match: 'Tutorial / How-To' },
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { tier: 'admin', email: 'curator@example.com' });
  await t.createVideos([
    videoRecord({ id: 101, db_analysis: analysis('Skincare') }),
    videoRecord({ id: 102, db_analysis: analysis('Skincare') }),
    videoRecord({ id: 103, db_analysis: analysis('Baking', 'Myth Busting') }),
    videoRecord({ id: 104, db_analysis: analysis('Gardening') }),
  ]);
});

const send = (method: string, path: string, body?: unknown, user: TestUser | null = admin) =>
  t.request(path, {
    method,
    headers: { ...(user?.auth ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const create = async (fields: Record<string, unknown>) => {
  const response = await send('POST', '/api/views/public', fields);
  expect(response.status).toBe(201);
  return response.body.data as View;
};

describe('views: create, read, change, delete', () => {
  it('creates a view that anyone can read, with the number of videos its page lists', async () => {
    const view = await create({
      name: '  Skin and myths ',
      slug: 'skin-and-myths',
      description: 'Skincare and the myths around it',
      tag_filter: ' skincare, Myth Busting ,, ',
    });
    expect(view).toMatchObject({
      name: 'Skin and myths',
      slug: 'skin-and-myths',
      description: 'Skincare and the myths around it',
      tag_filter: 'skincare, Myth Busting',
      video_count: 3,
    });

    const one = await t.get('/api/views/public?slug=skin-and-myths');
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: view.id, video_count: 3 });
    const list = await t.get('/api/views/public');
    expect(list.body.data.map((v: View) => v.slug)).toContain('skin-and-myths');

    // The count is the total of the list a visitor sees on /views/{slug}.
    const page = await t.get('/api/videos/public?view=skin-and-myths');
    expect(page.body.pagination.total).toBe(view.video_count);
    expect(page.body.data.map((v: { id: number }) => v.id).sort()).toEqual([101, 102, 103]);
  });

  it('keeps the count equal to the list total as the library grows', async () => {
    await create({ name: 'Gardens', slug: 'gardens', tag_filter: 'Gardening' });
    expect((await t.get('/api/views/public?slug=gardens')).body.data.video_count).toBe(1);
    await t.createVideos([videoRecord({ id: 105, db_analysis: analysis('Gardening') })]);
    const view = (await t.get('/api/views/public?slug=gardens')).body.data as View;
    const page = await t.get('/api/videos/public?view=gardens');
    expect(view.video_count).toBe(2);
    expect(page.body.pagination.total).toBe(2);
  });

  it('changes a view: the new filter applies at once and the old slug answers 404', async () => {
    const view = await create({ name: 'Bakers', slug: 'bakers', tag_filter: 'Baking' });
    // Read once so the public answers are cached: the change must drop them.
    expect((await t.get('/api/videos/public?view=bakers')).body.pagination.total).toBe(1);
    const changed = await send('PUT', `/api/views/public?id=${view.id}`, {
      name: 'Bakers and gardeners',
      slug: 'bakers-and-gardeners',
      description: '',
      tag_filter: 'Baking, Gardening',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      slug: 'bakers-and-gardeners',
      description: null,
      video_count: 3,
    });
    expect((await t.get('/api/videos/public?view=bakers-and-gardeners')).body.pagination.total).toBe(3);
    const old = await t.get('/api/views/public?slug=bakers');
    expect(old.status).toBe(404);
    expect(old.body.code).toBe('view_not_found');
    expect((await t.get('/api/videos/public?view=bakers')).status).toBe(404);
  });

  it('deletes a view: its slug answers 404 on the list API and on the view call', async () => {
    const view = await create({ name: 'Short lived', slug: 'short-lived', tag_filter: 'Skincare' });
    expect((await t.get('/api/videos/public?view=short-lived')).status).toBe(200);
    const deleted = await send('DELETE', `/api/views/public?id=${view.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: view.id });
    const list = await t.get('/api/videos/public?view=short-lived');
    expect(list.status).toBe(404);
    expect(list.body.code).toBe('view_not_found');
    expect((await t.get('/api/views/public?slug=short-lived')).status).toBe(404);
    expect((await send('DELETE', `/api/views/public?id=${view.id}`)).status).toBe(404);
  });

  it('answers 404 view_not_found for an unknown id or slug', async () => {
    const put = await send('PUT', '/api/views/public?id=999999', {
      name: 'X',
      slug: 'x',
      tag_filter: 'Baking',
    });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('view_not_found');
    for (const slug of ['no-such-view', 'Not A Slug', 'x'.repeat(150)]) {
      const answer = await t.get(`/api/views/public?slug=${encodeURIComponent(slug)}`);
      expect(answer.status, slug).toBe(404);
      expect(answer.body.code).toBe('view_not_found');
    }
    expect((await t.get('/api/views/public?slug=%00')).status).toBe(400);
  });
});

describe('views: validation', () => {
  const refused = async (fields: Record<string, unknown>, method = 'POST', path = '/api/views/public') => {
    const response = await send(method, path, fields);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
    return response.body.error as string;
  };

  it('requires a name, a slug and a tag filter with at least one tag, naming the field', async () => {
    const base = { name: 'Ok', slug: 'ok', tag_filter: 'Baking' };
    expect(await refused({ ...base, name: '   ' })).toMatch(/name.*is required/);
    expect(await refused({ slug: 'ok', tag_filter: 'Baking' })).toMatch(/name/);
    expect(await refused({ ...base, slug: '' })).toMatch(/slug.*is required/);
    expect(await refused({ ...base, tag_filter: '  ' })).toMatch(/tag_filter.*is required/);
    expect(await refused({ ...base, tag_filter: ' , ,' })).toMatch(/tag_filter.*at least one tag/);
    expect(await refused({ ...base, name: 'n'.repeat(101) })).toMatch(/name.*at most 100/);
    expect(await refused({ ...base, description: 'd'.repeat(501) })).toMatch(/description.*at most 500/);
    // Nothing was written by any refused call.
    expect((await t.get('/api/views/public?slug=ok')).status).toBe(404);
  });

  it('refuses a slug the slug rule would change, saying what a slug may contain', async () => {
    const base = { name: 'Ok', tag_filter: 'Baking' };
    for (const slug of ['Skin Care', 'skin_care', 'skin--care', '-skin', 'skin-', 'skín!']) {
      expect(await refused({ ...base, slug })).toMatch(/slug.*lowercase letters, digits and single hyphens/);
    }
    // Letters beyond ASCII are letters (the taxonomy slug rule keeps them).
    expect((await send('POST', '/api/views/public', { ...base, slug: 'café-2024' })).status).toBe(201);
  });

  it('refuses a slug another view has with 409 view_slug_taken, on create and on change', async () => {
    await create({ name: 'Taken', slug: 'taken', tag_filter: 'Baking' });
    const again = await send('POST', '/api/views/public', { name: 'Other', slug: 'taken', tag_filter: 'X' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'view_slug_taken' });
    expect(again.body.error).toContain("'taken'");
    const other = await create({ name: 'Other', slug: 'other', tag_filter: 'Baking' });
    const rename = await send('PUT', `/api/views/public?id=${other.id}`, {
      name: 'Other',
      slug: 'taken',
      tag_filter: 'Baking',
    });
    expect(rename.status).toBe(409);
    expect((await t.get('/api/views/public?slug=other')).status).toBe(200);
  });

  it('lets exactly one of two simultaneous creates with one slug win (the unique index decides)', async () => {
    const body = { name: 'Race', slug: 'race', tag_filter: 'Baking' };
    const statuses = (
      await Promise.all(Array.from({ length: 4 }, () => send('POST', '/api/views/public', body)))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('views: audit log', () => {
  it('records create, change and delete with the admin who made each', async () => {
    const view = await create({ name: 'Audited', slug: 'audited', tag_filter: 'Baking' });
    await send('PUT', `/api/views/public?id=${view.id}`, {
      name: 'Audited',
      slug: 'audited',
      tag_filter: 'Baking, Skincare',
    });
    await send('DELETE', `/api/views/public?id=${view.id}`);
    const log = await t.get(`/api/admin/audit?target_type=view&target_id=${view.id}`, {
      headers: admin.auth,
    });
    const entries = log.body.data as AuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['view.delete', 'view.update', 'view.create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor: { id: admin.id, email: 'curator@example.com' } });
      expect(entry.target_label).toBe('Audited');
    }
    expect(entries[1]).toMatchObject({
      before: { tag_filter: 'Baking' },
      after: { tag_filter: 'Baking, Skincare' },
    });
  });

  it('writes no entry for a refused change', async () => {
    const before = await t.get('/api/admin/audit?target_type=view', { headers: admin.auth });
    await send('POST', '/api/views/public', { name: 'Dup', slug: 'audited-dup', tag_filter: '' });
    await send('POST', '/api/views/public', { name: 'Dup', slug: 'taken', tag_filter: 'Baking' });
    const after = await t.get('/api/admin/audit?target_type=view', { headers: admin.auth });
    expect(after.body.data.length).toBe(before.body.data.length);
  });
});
