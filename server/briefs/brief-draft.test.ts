import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenFragments } from '../../bench/chat-eval/broken-fragments';
import type { Brief } from '../../shared/contracts/briefs';
import { createDemoTestApp } from '../test/demo-app';
import { sendJson } from '../test/send-json';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import type { TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let premium: TestUser;
/** Demo videos of one topic, best performers first, and the gated words of every video. */
let topicVideos: number[];
let gatedWords: Map<number, string[]>;

beforeAll(async () => {
  t = await createDemoTestApp();
  premium = await createUser(t, { tier: 'premium' });
  const { rows } = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM videos WHERE primary_topic = (SELECT primary_topic FROM videos WHERE has_analysis
        GROUP BY primary_topic ORDER BY count(*) DESC LIMIT 1) AND has_analysis ORDER BY views DESC NULLS LAST LIMIT 20`,
  );
  topicVideos = rows.map((row) => Number(row.id));
  const gated = await t.database.db.execute<{ id: number; hook: string | null; payoff: string | null }>(
    sql`SELECT id, hook_verbal_content AS hook, payoff FROM videos`,
  );
  gatedWords = new Map(
    gated.rows.map((row) => [
      Number(row.id),
      [row.hook, row.payoff].filter((v): v is string => Boolean(v && v.length > 20)),
    ]),
  );
});

async function swipefileOf(user: TestUser, ids: number[]) {
  const swipefile = await createSwipefile(t, user, { name: `Hooks that work (${ids.length})` });
  for (const id of ids) await addSavedVideo(t, swipefile, id);
  return swipefile;
}

const draft = (user: TestUser, body: unknown) => sendJson(t, user, 'POST', '/api/briefs/draft', body);

/** Every sentence of the brief a reader reads. */
const textOf = (brief: Brief) =>
  [
    brief.title,
    brief.goal,
    brief.audience,
    brief.cta,
    brief.notes,
    ...brief.videos.map((v) => v.why),
    ...brief.hooks.map((h) => h.text),
    ...brief.beats.flatMap((b) => [b.name, b.description]),
    ...brief.shots.flatMap((s) => [s.description, s.on_screen_text]),
  ].join('\n');

describe('the offline draft', () => {
  it.each([1, 3, 8, 20])('drafts from a swipefile of %i, citing only its videos', async (size) => {
    const ids = topicVideos.slice(0, size);
    const swipefile = await swipefileOf(premium, ids);
    const response = await draft(premium, { swipefile_id: swipefile.id });
    expect(response.status).toBe(201);
    const brief = response.body.data as Brief;
    expect(brief.drafted_from).toBe(`the swipefile ${swipefile.name}`);
    expect(brief.title).toBe(`Next video from ${swipefile.name}`);
    expect(brief.videos.map((v) => v.video_id).sort()).toEqual([...ids].sort());
    expect(brief.hooks.length).toBeGreaterThanOrEqual(3);
    expect(brief.hooks.length).toBeLessThanOrEqual(5);
    expect(new Set(brief.hooks.map((h) => h.text)).size).toBe(brief.hooks.length);
    // Every hook and beat names the video it comes from, and it is one of the swipefile's.
    for (const item of [...brief.hooks, ...brief.beats]) expect(ids).toContain(item.video_id);
    expect(brief.beats.length).toBeGreaterThanOrEqual(3);
    expect(brief.shots.length).toBe(brief.beats.length + 1);
    expect(brief.shots[0]?.on_screen_text).toBe(brief.hooks[0]?.text);
    expect(brief.hooks.every((h) => h.device.length > 0)).toBe(true);
    // It reads cleanly, and copies no video's gated words.
    const text = textOf(brief);
    expect(brokenFragments(text)).toEqual([]);
    for (const id of ids) for (const words of gatedWords.get(id) ?? []) expect(text).not.toContain(words);
    // It is the caller's own brief, private.
    expect(brief).toMatchObject({ user_role: 'owner', access_level: 'private', user_id: premium.id });
  });

  it('is the same brief for the same videos (deterministic, apart from item ids)', async () => {
    const body = { video_ids: topicVideos.slice(0, 5) };
    const strip = (brief: Brief) => ({
      ...brief,
      id: '',
      created_at: '',
      updated_at: '',
      hooks: brief.hooks.map((h) => ({ ...h, id: '' })),
      beats: brief.beats.map((b) => ({ ...b, id: '' })),
      shots: brief.shots.map((s) => ({ ...s, id: '' })),
    });
    const first = (await draft(premium, body)).body.data;
    const second = (await draft(premium, body)).body.data;
    expect(strip(second)).toEqual(strip(first));
    expect(first.drafted_from).toBe('a chat answer');
  });

  it('uses the brand, goal and platform the caller gives', async () => {
    const response = await draft(premium, {
      video_ids: topicVideos.slice(0, 3),
      title: 'Spring launch',
      goal: 'Sell the new pan',
      brand: { name: 'Acme Pans', line: 'Pans that last a lifetime' },
      platform: 'tiktok',
    });
    expect(response.body.data).toMatchObject({
      title: 'Spring launch',
      goal: 'Sell the new pan',
      brand: { name: 'Acme Pans', line: 'Pans that last a lifetime' },
      platform: 'tiktok',
      cta: 'Send viewers to Acme Pans: link in bio.',
    });
  });

  it('drafts from a swipefile shared with the caller, never from one they cannot read', async () => {
    const owner = await createUser(t);
    const shared = await swipefileOf(owner, topicVideos.slice(0, 2));
    const hidden = await swipefileOf(owner, topicVideos.slice(2, 4));
    await addCollaborator(t, shared, premium, { role: 'viewer' });
    expect((await draft(premium, { swipefile_id: shared.id })).status).toBe(201);
    const refused = await draft(premium, { swipefile_id: hidden.id });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('swipefile_not_found');
  });

  it('refuses basic users, empty swipefiles, unknown videos and ambiguous requests with a clear answer', async () => {
    const basic = await createUser(t);
    expect((await draft(basic, { video_ids: [topicVideos[0]] })).status).toBe(403);
    const empty = await createSwipefile(t, premium);
    const cases: [unknown, RegExp][] = [
      [{ swipefile_id: empty.id }, /swipefile_id: the swipefile has no videos/],
      [{ video_ids: [topicVideos[0], 999_999] }, /video_ids.1: no video has the id 999999/],
      [{}, /give either swipefile_id or video_ids/],
      [{ swipefile_id: empty.id, video_ids: [1] }, /give either swipefile_id or video_ids/],
      [{ video_ids: [] }, /video_ids.*at least one video/],
      [{ video_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, /video_ids.*at most 20 videos/],
    ];
    const before = (await t.get('/api/briefs', { headers: premium.auth })).body.data.length;
    for (const [body, message] of cases) {
      const response = await draft(premium, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
    expect((await t.get('/api/briefs', { headers: premium.auth })).body.data.length).toBe(before);
  });
});
