import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import { makeTempDataDir } from '../db/embedded-postgres';
import { onCleanup } from '../test/cleanup';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { TAXONOMIES } from './taxonomy-tables';

let t: TestApp;
let admin: TestUser;

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Hookshelf</title></head>
<body><div id="root"></div></body></html>`;

/** A record tagged only with what a test names (the factory's defaults would blur the counts). */
const tagged = (id: number, tags: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  videoRecord({
    id,
    db_analysis: {
      topics: ((tags.topics as string[] | undefined) ?? []).map((match) => ({ match })),
      concepts: ((tags.concepts as string[] | undefined) ?? []).map((match) => ({ match })),
      elements: ((tags.elements as string[] | undefined) ?? []).map((match) => ({ match })),
      accountTypes: [{ match: 'Creator' }],
      format: { match: (tags.format as string | undefined) ?? 'Tutorial' },
    },
    ...extra,
  });

const send = (method: string, url: string, body?: unknown, as: TestUser | null = admin) =>
  t.request(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(as?.auth ?? {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function entry(kind: TaxonomyKind, name: string) {
  const { rows } = await t.database.db.execute<{ id: number; usage_count: number; slug: string }>(
    sql`SELECT id, usage_count, slug FROM ${TAXONOMIES[kind].table} WHERE name = ${name}`,
  );
  return rows[0] ?? null;
}

async function videoTags(id: number) {
  const { rows } = await t.database.db.execute<{
    topics: string[];
    concepts: string[];
    primary_topic: string | null;
    organizational_tags: string[];
    tag_keys: string[];
  }>(sql`SELECT topics, concepts, primary_topic, organizational_tags, tag_keys FROM videos WHERE id = ${id}`);
  return rows[0];
}

/** Every entry's usage_count next to the count of videos carrying its name, computed here from the videos. */
async function countsVersusVideos(kind: 'topics' | 'concepts') {
  const { rows } = await t.database.db.execute<{ name: string; kept: number; counted: number }>(
    sql`SELECT e.name, e.usage_count AS kept,
      (SELECT count(*)::int FROM videos v, unnest(v.${sql.identifier(kind)}) AS n WHERE n = e.name) AS counted
      FROM ${TAXONOMIES[kind].table} e ORDER BY e.name`,
  );
  return rows;
}

beforeAll(async () => {
  const webDistDir = await makeTempDataDir('hookshelf-web-');
  onCleanup(() => fs.rm(webDistDir, { recursive: true, force: true }));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { webDistDir });
  admin = await createUser(t, { tier: 'admin' });
  await t.createVideos([
    tagged(1, { topics: ['Fitness'], concepts: ['Myth Busting'] }),
    tagged(2, { topics: ['Fitness', 'Health'], concepts: ['Fitness'] }),
    tagged(3, { topics: ['Health'] }),
    // The old name only as primary topic and organizational tag: both move too.
    tagged(
      4,
      { topics: ['Cooking'] },
      { primary_topic: 'Fitness', organizational_tags: ['Fitness', 'Weekly'] },
    ),
    tagged(5, { topics: ['Cooking'], elements: ['Text Hook'] }),
  ]);
});

describe('GET /api/admin/taxonomies/{kind}', () => {
  it('pages the entries most used first, with the total, and keeps pages of 50 by default', async () => {
    const { status, body } = await send('GET', '/api/admin/taxonomies/topics');
    expect(status).toBe(200);
    expect(body.data.map((e: { name: string }) => e.name)).toEqual(['Cooking', 'Fitness', 'Health']);
    expect(body.data[0]).toMatchObject({ usage_count: 2, slug: 'cooking', description: null });
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 3, hasMore: false });

    const page2 = await send('GET', '/api/admin/taxonomies/topics?limit=2&page=2');
    expect(page2.body.data.map((e: { name: string }) => e.name)).toEqual(['Health']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    expect((await send('GET', '/api/admin/taxonomies/topics?limit=2')).body.pagination.hasMore).toBe(true);
  });

  it('searches case-insensitively by the fields docs/product/taxonomies.md#taxonomy-list-pages names, and a blank search shows all', async () => {
    await t.database.db.execute(
      sql`UPDATE elements SET description = 'Big words on screen' WHERE name = 'Text Hook'`,
    );
    await t.database.db.execute(
      sql`UPDATE concepts SET description = 'on screen proof' WHERE name = 'Myth Busting'`,
    );
    const names = async (url: string) =>
      (await send('GET', url)).body.data.map((e: { name: string }) => e.name).sort();
    expect(await names('/api/admin/taxonomies/topics?search=FIT')).toEqual(['Fitness']);
    const cooking = await entry('topics', 'Cooking');
    expect(await names(`/api/admin/taxonomies/topics?search=${cooking?.id}`)).toContain('Cooking');
    // Elements and formats are searched by description too; concepts are not.
    expect(await names('/api/admin/taxonomies/elements?search=on%20SCREEN')).toEqual(['Text Hook']);
    expect(await names('/api/admin/taxonomies/concepts?search=on%20screen')).toEqual([]);
    expect(await names('/api/admin/taxonomies/formats?search=tutor')).toEqual(['Tutorial']);
    expect(await names('/api/admin/taxonomies/account-types?search=creat')).toEqual(['Creator']);
    expect(await names('/api/admin/taxonomies/topics?search=%20%20')).toHaveLength(3);
    // A % typed by an admin is a character, not a wildcard.
    expect(await names('/api/admin/taxonomies/topics?search=%25')).toEqual([]);
  });

  it('refuses a bad page with a 400 naming the field', async () => {
    const { status, body } = await send('GET', '/api/admin/taxonomies/topics?page=0');
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_input');
    expect(body.error).toContain('page');
  });
});

describe('POST /api/admin/taxonomies/{kind}/{id}/merge', () => {
  it('moves every tag of the old name to the new one, recounts, leaves an alias, and re-running changes nothing', async () => {
    const fitness = await entry('topics', 'Fitness');
    const health = await entry('topics', 'Health');
    if (!fitness || !health) throw new Error('fixtures missing');

    const merged = await send('POST', `/api/admin/taxonomies/topics/${fitness.id}/merge`, {
      into_id: health.id,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.videos_changed).toBe(3);
    expect(merged.body.data.target).toMatchObject({ id: health.id, name: 'Health', usage_count: 3 });

    expect(await videoTags(1)).toMatchObject({
      topics: ['Health'],
      tag_keys: ['health', 'myth busting', 'creator', 'tutorial'],
    });
    // No repeat where the video already had the target; the concept named Fitness is another entry, left alone.
    expect(await videoTags(2)).toMatchObject({ topics: ['Health'], concepts: ['Fitness'] });
    expect(await videoTags(4)).toMatchObject({
      topics: ['Cooking'],
      primary_topic: 'Health',
      organizational_tags: ['Health', 'Weekly'],
    });
    expect((await videoTags(4))?.tag_keys).not.toContain('fitness');
    expect(await entry('topics', 'Fitness')).toBeNull();
    expect(await entry('concepts', 'Fitness')).not.toBeNull();
    for (const row of await countsVersusVideos('topics')) expect(row.kept).toBe(row.counted);
    for (const row of await countsVersusVideos('concepts')) expect(row.kept).toBe(row.counted);

    const snapshot = await t.database.db.execute(
      sql`SELECT id, topics, tag_keys, updated_at FROM videos ORDER BY id`,
    );
    const again = await send('POST', `/api/admin/taxonomies/topics/${fitness.id}/merge`, {
      into_id: health.id,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('taxonomy_not_found');
    const after = await t.database.db.execute(
      sql`SELECT id, topics, tag_keys, updated_at FROM videos ORDER BY id`,
    );
    expect(after.rows).toEqual(snapshot.rows);
    expect((await entry('topics', 'Health'))?.usage_count).toBe(3);

    // The audit log has the merge on both entries, with its actor.
    const onSource = await send('GET', `/api/admin/audit?target_type=topics&target_id=${fitness.id}`);
    expect(onSource.body.data).toHaveLength(1);
    expect(onSource.body.data[0]).toMatchObject({
      action: 'taxonomy.merge',
      actor: { id: admin.id, email: admin.email },
      before: { name: 'Fitness', usage_count: 2 },
      after: { merged_into: { id: health.id, name: 'Health' }, videos_changed: 3 },
    });
    const onTarget = await send('GET', `/api/admin/audit?target_type=topics&target_id=${health.id}`);
    expect(onTarget.body.data[0]).toMatchObject({
      action: 'taxonomy.merge',
      before: { usage_count: 2 },
      after: { usage_count: 3, merged_from: { name: 'Fitness' } },
    });
  });

  it('keeps the old name working: its slug, the tag filter, a view, and a re-import', async () => {
    const api = await t.get('/api/topics/public/fitness');
    expect(api.status).toBe(200);
    expect(api.body.data).toMatchObject({ name: 'Health', slug: 'health' });

    const page = await t.request('/topics/fitness?sort=views', { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/topics/health?sort=views');
    expect((await t.request('/topics/health', { redirect: 'manual' })).status).toBe(200);

    const byTag = await t.get('/api/videos/public?tag=fitness');
    expect(byTag.body.data.map((v: { id: number }) => v.id).sort()).toEqual([1, 2, 3, 4]);

    await t.database.db.execute(
      sql`INSERT INTO views (name, slug, tag_filter) VALUES ('Old fitness', 'old-fitness', 'Fitness')`,
    );
    const byView = await t.get('/api/videos/public?view=old-fitness');
    expect(byView.body.data.map((v: { id: number }) => v.id).sort()).toEqual([1, 2, 3, 4]);

    // Re-importing a record with the old name files it under the target; the merged entry stays gone.
    await t.createVideos([tagged(6, { topics: ['fitness'] })]);
    expect((await videoTags(6))?.topics).toEqual(['Health']);
    expect(await entry('topics', 'Fitness')).toBeNull();
    expect((await entry('topics', 'Health'))?.usage_count).toBe(4);
  });

  it('refuses a merge into itself and into an entry that does not exist', async () => {
    const cooking = await entry('topics', 'Cooking');
    const self = await send('POST', `/api/admin/taxonomies/topics/${cooking?.id}/merge`, {
      into_id: cooking?.id,
    });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('taxonomy_merge_invalid');
    const missing = await send('POST', `/api/admin/taxonomies/topics/${cooking?.id}/merge`, {
      into_id: 999_999,
    });
    expect(missing.status).toBe(404);
    expect((await entry('topics', 'Cooking'))?.usage_count).toBe(2);
  });
});

describe('PUT /api/admin/taxonomies/{kind}/{id}', () => {
  it('renames an entry on every video, records the change, and the old slug leads to it', async () => {
    const myth = await entry('concepts', 'Myth Busting');
    const { status, body } = await send('PUT', `/api/admin/taxonomies/concepts/${myth?.id}`, {
      name: 'Myth Breaking',
      structural_description: 'Claim, test, verdict.',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: myth?.id,
      name: 'Myth Breaking',
      slug: 'myth-breaking',
      description: 'on screen proof',
      structural_description: 'Claim, test, verdict.',
      usage_count: 1,
    });
    expect((await videoTags(1))?.concepts).toEqual(['Myth Breaking']);
    expect((await t.get('/api/concepts/public/myth-busting')).body.data.name).toBe('Myth Breaking');

    const history = await send('GET', `/api/admin/audit?target_type=concepts&target_id=${myth?.id}`);
    expect(history.body.data[0]).toMatchObject({
      action: 'taxonomy.update',
      actor: { email: admin.email },
      before: { name: 'Myth Busting', structural_description: null },
      after: { name: 'Myth Breaking', structural_description: 'Claim, test, verdict.', videos_changed: 1 },
    });
  });

  it('refuses a name another entry has (or its slug), and a structural description for a topic', async () => {
    const health = await entry('topics', 'Health');
    const taken = await send('PUT', `/api/admin/taxonomies/topics/${health?.id}`, { name: 'COOKING' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('taxonomy_name_taken');
    const structural = await send('PUT', `/api/admin/taxonomies/topics/${health?.id}`, {
      structural_description: 'x',
    });
    expect(structural.status).toBe(400);
    expect(structural.body.error).toContain('structural_description');
    const blank = await send('PUT', `/api/admin/taxonomies/topics/${health?.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('name');
    expect(await entry('topics', 'Health')).not.toBeNull();
  });
});

describe('DELETE /api/admin/taxonomies/{kind}/{id}', () => {
  it('refuses to delete an entry a video uses, naming the count, and deletes an unused one', async () => {
    const cooking = await entry('topics', 'Cooking');
    const used = await send('DELETE', `/api/admin/taxonomies/topics/${cooking?.id}`);
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('taxonomy_in_use');
    expect(used.body.error).toContain('2 videos');
    expect(await entry('topics', 'Cooking')).not.toBeNull();

    await t.database.db.execute(sql`INSERT INTO topics (name, slug) VALUES ('Unused', 'unused')`);
    const unused = await entry('topics', 'Unused');
    const gone = await send('DELETE', `/api/admin/taxonomies/topics/${unused?.id}`);
    expect(gone.status).toBe(200);
    expect(await entry('topics', 'Unused')).toBeNull();
    const history = await send('GET', `/api/admin/audit?target_type=topics&target_id=${unused?.id}`);
    expect(history.body.data[0]).toMatchObject({
      action: 'taxonomy.delete',
      actor: { email: admin.email },
      before: { name: 'Unused' },
      after: null,
    });
  });
});

describe('aliases across merges', () => {
  it('moves the aliases of a merged entry along, so an old slug always leads to a live entry', async () => {
    await t.database.db.execute(
      sql`INSERT INTO topics (name, slug) VALUES ('Alpha', 'alpha'), ('Beta', 'beta'), ('Gamma', 'gamma')`,
    );
    const [alpha, beta, gamma] = await Promise.all(['Alpha', 'Beta', 'Gamma'].map((n) => entry('topics', n)));
    await send('POST', `/api/admin/taxonomies/topics/${alpha?.id}/merge`, { into_id: beta?.id });
    await send('POST', `/api/admin/taxonomies/topics/${beta?.id}/merge`, { into_id: gamma?.id });
    expect((await t.get('/api/topics/public/alpha')).body.data.name).toBe('Gamma');
    const page = await t.request('/topics/alpha', { redirect: 'manual' });
    expect(page.headers.get('location')).toBe('/topics/gamma');

    // Renaming Gamma back to Alpha gives the live entry the name: the alias that named it is dropped.
    const renamed = await send('PUT', `/api/admin/taxonomies/topics/${gamma?.id}`, { name: 'Alpha' });
    expect(renamed.body.data.slug).toBe('alpha');
    expect((await t.request('/topics/alpha', { redirect: 'manual' })).status).toBe(200);
    expect((await t.get('/api/topics/public/gamma')).body.data.name).toBe('Alpha');
  });
});
