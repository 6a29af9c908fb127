import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_LIMITS } from '../../shared/contracts/brief-limits';
import { briefCollaborators, briefs } from '../db/schema';
import { videoRecord } from '../test/factories';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let mail: MailCatcher;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url });
  await t.createVideos([1, 2, 3].map((id) => videoRecord({ id })));
  owner = await createUser(t);
});
afterAll(async () => {
  await mail.close();
});

const create = (user: TestUser, body: unknown) => sendJson(t, user, 'POST', '/api/briefs', body);
const update = (user: TestUser, id: string, body: unknown) =>
  sendJson(t, user, 'PUT', `/api/briefs/${id}`, body);

describe('writing a brief', () => {
  it('creates one from a title, with every other field empty, and lists it with its counts', async () => {
    const user = await createUser(t);
    const created = await create(user, { title: '  Launch reel  ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Launch reel',
      goal: '',
      brand: { name: '', line: '' },
      platform: 'both',
      videos: [],
      hooks: [],
      revision: 1,
      access_level: 'private',
      user_role: 'owner',
      can_edit: true,
      drafted_from: null,
    });
    const list = await t.get('/api/briefs', { headers: user.auth });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: created.body.data.id,
        title: 'Launch reel',
        video_count: 0,
        hook_count: 0,
      }),
    ]);
  });

  it('keeps every list item, gives each an id, and keeps the ids when the list is reordered', async () => {
    const created = await create(owner, {
      title: 'Ordered',
      videos: [
        { video_id: 1, why: 'Strong open' },
        { video_id: 2, why: '' },
      ],
      hooks: [
        { text: 'First hook', video_id: 1, device: 'question' },
        { text: 'Second hook', video_id: 2 },
      ],
      beats: [{ name: 'Setup', description: 'Say the problem', video_id: 1 }],
      shots: [{ description: 'Close-up', on_screen_text: 'Wait for it', duration_s: 2.5 }],
    });
    expect(created.status).toBe(201);
    const brief = created.body.data;
    expect(
      brief.videos.map((v: { video_id: number; video: { id: number } }) => [v.video_id, v.video.id]),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const [first, second] = brief.hooks;
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(second).toMatchObject({ text: 'Second hook', video_id: 2, device: '' });

    const reordered = await update(owner, brief.id, { hooks: [second, first], revision: brief.revision });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.hooks.map((h: { id: string }) => h.id)).toEqual([second.id, first.id]);
    expect(reordered.body.data.revision).toBe(brief.revision + 1);
    // Fields left out are kept.
    expect(reordered.body.data.beats).toEqual(brief.beats);
    expect(reordered.body.data.title).toBe('Ordered');
  });

  it('refuses a save over someone else’s newer one, writing nothing', async () => {
    const brief = (await create(owner, { title: 'Shared draft' })).body.data;
    expect((await update(owner, brief.id, { goal: 'Mine', revision: brief.revision })).status).toBe(200);
    const stale = await update(owner, brief.id, { goal: 'Theirs', revision: brief.revision });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'brief_conflict' });
    const [row] = await t.database.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(row).toMatchObject({ goal: 'Mine', revision: 2 });
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const brief = (await create(owner, { title: 'Valid' })).body.data;
    const cases: [unknown, RegExp][] = [
      [{ title: '' }, /title/],
      [{ title: 'x'.repeat(BRIEF_LIMITS.titleMax + 1) }, /title.*at most 200/],
      [{ goal: 'x'.repeat(BRIEF_LIMITS.goalMax + 1) }, /goal/],
      [{ platform: 'youtube' }, /platform/],
      [
        { hooks: Array.from({ length: 11 }, () => ({ text: 'h', video_id: null })) },
        /hooks.*at most 10 hooks/,
      ],
      [{ beats: Array.from({ length: 31 }, () => ({ name: 'b' })) }, /beats.*at most 30 beats/],
      [{ shots: Array.from({ length: 51 }, () => ({ description: 's' })) }, /shots.*at most 50 shots/],
      [
        { videos: Array.from({ length: 21 }, (_, i) => ({ video_id: i + 1 })) },
        /videos.*at most 20 cited videos/,
      ],
      [{ shots: [{ description: 's', duration_s: -1 }] }, /shots.0.duration_s/],
      [{ hooks: [{ text: '   ' }] }, /hooks.0.text.*empty/],
      [{ videos: [{ video_id: 999 }] }, /videos.0.video_id: no video has the id 999/],
      [{ videos: [{ video_id: 1 }, { video_id: 1 }] }, /videos.1.video_id.*already cited/],
      [
        { hooks: [{ text: 'Orphan', video_id: 3 }] },
        /hooks.0.video_id: video 3 is not one of the brief's cited videos/,
      ],
      [{ revision: 0 }, /revision/],
      [{ owner: 'someone' }, /owner/],
      [{ title: 'a\u0000b' }, /title.*NUL/],
    ];
    for (const [body, message] of cases) {
      const response = await update(owner, brief.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
    const after = await t.get(`/api/briefs/${brief.id}`, { headers: owner.auth });
    expect(after.body.data).toMatchObject({ title: 'Valid', revision: 1, hooks: [], videos: [] });
  });

  it('stops at 200 briefs a user', async () => {
    const user = await createUser(t);
    await t.database.db.insert(briefs).values(
      Array.from({ length: BRIEF_LIMITS.briefsPerUser }, (_, i) => ({
        userId: user.id,
        title: `Brief ${i}`,
      })),
    );
    const refused = await create(user, { title: 'One more' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'limit_reached',
      error: expect.stringContaining('200 briefs'),
    });
  });

  it('deletes a brief with its collaborators', async () => {
    const brief = (await create(owner, { title: 'Gone soon' })).body.data;
    await sendJson(t, owner, 'POST', `/api/briefs/${brief.id}/invite`, { email: 'gone@example.com' });
    expect((await sendJson(t, owner, 'DELETE', `/api/briefs/${brief.id}`)).status).toBe(200);
    expect((await t.get(`/api/briefs/${brief.id}`, { headers: owner.auth })).status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(briefCollaborators)
      .where(eq(briefCollaborators.briefId, brief.id));
    expect(rows).toEqual([]);
  });
});

describe('inviting to a brief', () => {
  it('mails the address, lets its account in on sign-in as the role given, and lists the brief as shared', async () => {
    const brief = (await create(owner, { title: 'Team brief' })).body.data;
    const email = `brief-invitee-${process.pid}@example.com`;
    const invited = await sendJson(t, owner, 'POST', `/api/briefs/${brief.id}/invite`, {
      email,
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, role: 'editor', status: 'pending' });
    const message = await mail.nextMail(email);
    expect(message.text).toContain(`invited you to the brief "Team brief"`);
    expect(message.text).toContain(`/login?redirect=${encodeURIComponent(`/briefs/${brief.id}`)}`);

    // Before signing in, the address's invitation lets it sign up (invite-only mode counts brief invitations).
    const invitee = await createUser(t, { email });
    const read = await t.get(`/api/briefs/${brief.id}`, { headers: invitee.auth });
    expect(read.body.data).toMatchObject({ user_role: 'editor', can_edit: true, share_token: null });
    const list = await t.get('/api/briefs', { headers: invitee.auth });
    expect(list.body.data).toEqual([expect.objectContaining({ id: brief.id, user_role: 'editor' })]);

    expect(
      (await sendJson(t, owner, 'POST', `/api/briefs/${brief.id}/invite`, { email: owner.email })).body,
    ).toMatchObject({
      code: 'cannot_invite_self',
      error: 'You cannot invite yourself to your own brief.',
    });
  });
});
