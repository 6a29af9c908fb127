import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefCollaborators } from '../db/schema';
import { videoRecord } from '../test/factories';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { sendJson } from '../test/send-json';
import { addCollaborator, addSavedVideo, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let mail: MailCatcher;
let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url });
  await t.createVideos([1, 2].map((id) => videoRecord({ id })));
  owner = await createUser(t);
  editor = await createUser(t);
  viewer = await createUser(t);
  stranger = await createUser(t);
});
afterAll(async () => {
  await mail.close();
});

/** A brief with two hooks and three beats, an editor and a viewer. */
async function teamBrief(title = 'Team brief') {
  const created = await sendJson(t, owner, 'POST', '/api/briefs', {
    title,
    videos: [{ video_id: 1 }, { video_id: 2 }],
    hooks: [
      { text: 'Hook one', video_id: 1 },
      { text: 'Hook two', video_id: 2 },
    ],
    beats: [{ name: 'Setup' }, { name: 'Turn' }, { name: 'Payoff' }],
  });
  const brief = created.body.data;
  await t.database.db.insert(briefCollaborators).values(
    [
      [editor, 'editor'],
      [viewer, 'viewer'],
    ].map(([user, role]) => ({
      briefId: brief.id,
      email: (user as TestUser).email,
      userId: (user as TestUser).id,
      role: role as string,
      status: 'accepted',
      invitedBy: owner.id,
    })),
  );
  return brief;
}

const comment = (user: TestUser, briefId: string, body: unknown) =>
  sendJson(t, user, 'POST', `/api/briefs/${briefId}/comments`, body);
const commentsOf = async (user: TestUser, briefId: string) =>
  (await t.get(`/api/briefs/${briefId}/comments`, { headers: user.auth })).body.data;

describe('comments on a brief', () => {
  it('a viewer comments on a beat; the owner sees it there, and it follows the beat when the list changes', async () => {
    const brief = await teamBrief();
    const posted = await comment(viewer, brief.id, {
      body: '  Cut this beat shorter  ',
      anchor: { kind: 'beat', index: 1 },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({
      body: 'Cut this beat shorter',
      anchor: { kind: 'beat', index: 1, id: brief.beats[1].id },
      author: { email: viewer.email },
      is_mine: true,
      can_resolve: false,
      resolved: false,
    });

    const seen = await commentsOf(owner, brief.id);
    expect(seen.comments).toEqual([
      expect.objectContaining({
        body: 'Cut this beat shorter',
        is_mine: false,
        can_edit: false,
        can_resolve: true,
      }),
    ]);
    expect(seen.people.map((p: { email: string }) => p.email).sort()).toEqual(
      [owner.email, editor.email, viewer.email].sort(),
    );

    // The beat moves to the front: so does the comment. The beat is removed: the comment says so.
    const [setup, turn, payoff] = brief.beats;
    await sendJson(t, editor, 'PUT', `/api/briefs/${brief.id}`, { beats: [turn, setup, payoff] });
    expect((await commentsOf(owner, brief.id)).comments[0].anchor).toMatchObject({ kind: 'beat', index: 0 });
    await sendJson(t, editor, 'PUT', `/api/briefs/${brief.id}`, { beats: [setup, payoff] });
    expect((await commentsOf(owner, brief.id)).comments[0].anchor).toMatchObject({
      kind: 'beat',
      index: null,
    });
  });

  it('counts comments by others as unread on the brief list until the brief is opened', async () => {
    const brief = await teamBrief('Unread brief');
    await comment(editor, brief.id, { body: 'First thought' });
    await comment(editor, brief.id, { body: 'Second thought', anchor: { kind: 'hook', index: 0 } });
    await comment(owner, brief.id, { body: 'My own note' });
    const unread = async () =>
      (await t.get('/api/briefs', { headers: owner.auth })).body.data.find(
        (b: { id: string }) => b.id === brief.id,
      );
    expect(await unread()).toMatchObject({ comment_count: 3, unread_comment_count: 2 });
    await t.get(`/api/briefs/${brief.id}`, { headers: owner.auth });
    expect(await unread()).toMatchObject({ unread_comment_count: 0 });
  });

  it('lets authors edit and delete their own comments only, and the owner and editors resolve', async () => {
    const brief = await teamBrief('Rules brief');
    const posted = (await comment(viewer, brief.id, { body: 'Typo in hook two' })).body.data;
    const path = `/api/briefs/${brief.id}/comments/${posted.id}`;
    expect((await sendJson(t, owner, 'PUT', path, { body: 'Hijacked' })).status).toBe(403);
    expect((await sendJson(t, owner, 'DELETE', path)).status).toBe(403);
    const edited = await sendJson(t, viewer, 'PUT', path, { body: 'Typo in hook 2' });
    expect(edited.body.data).toMatchObject({ body: 'Typo in hook 2' });

    expect((await sendJson(t, viewer, 'POST', `${path}/resolve`, { resolved: true })).status).toBe(403);
    const resolved = await sendJson(t, editor, 'POST', `${path}/resolve`, { resolved: true });
    expect(resolved.body.data).toMatchObject({ resolved: true });
    const list = (await t.get('/api/briefs', { headers: owner.auth })).body.data;
    expect(list.find((b: { id: string }) => b.id === brief.id).comment_count).toBe(0);
    expect(
      (await sendJson(t, owner, 'POST', `${path}/resolve`, { resolved: false })).body.data.resolved,
    ).toBe(false);

    expect((await sendJson(t, viewer, 'DELETE', path)).status).toBe(200);
    expect((await commentsOf(owner, brief.id)).comments).toEqual([]);
    expect((await sendJson(t, viewer, 'DELETE', path)).body.code).toBe('comment_not_found');
  });

  it('mails a mentioned collaborator through the mail server, and no one who is not on the brief', async () => {
    const brief = await teamBrief('Mention brief');
    const posted = await comment(viewer, brief.id, {
      body: `@${owner.email.toUpperCase()} can we test hook two? cc @${stranger.email}.`,
      anchor: { kind: 'hook', index: 1 },
    });
    expect(posted.body.data.mentions).toEqual([owner.email]);
    const message = await mail.nextMail(owner.email);
    expect(message.subject).toBe(`${viewer.email} mentioned you on the brief "Mention brief"`);
    expect(message.text).toContain('can we test hook two?');
    expect(message.text).toContain(`${t.publicUrl}/briefs/${brief.id}`);
    // Posting a second comment that mentions only the stranger: the only mail is still the owner's.
    await comment(viewer, brief.id, { body: `@${stranger.email} look` });
    await comment(viewer, brief.id, { body: `@${editor.email} and you` });
    expect((await mail.nextMail(editor.email)).text).toContain('and you');
    expect(mail.messages.filter((m) => m.to.includes(stranger.email))).toEqual([]);
  });

  it('answers bad comments with a 400 naming the field, and strangers with a 404, writing nothing', async () => {
    const brief = await teamBrief('Strict brief');
    const cases: [unknown, RegExp][] = [
      [{ body: '   ' }, /body.*empty/],
      [{ body: 'x'.repeat(5001) }, /body.*at most 5000/],
      [
        { body: 'ok', anchor: { kind: 'hook', index: 5 } },
        /anchor.index: the brief has no hook 6 \(it has 2\)/,
      ],
      [
        { body: 'ok', anchor: { kind: 'shot', index: 0 } },
        /anchor.index: the brief has no shot 1 \(it has 0\)/,
      ],
      [{ body: 'ok', anchor: { kind: 'hook' } }, /anchor/],
      [{ body: 'ok', anchor: { kind: 'brief', index: 1 } }, /anchor/],
      [{ body: 'ok', anchor: { kind: 'saved_video', id: crypto.randomUUID() } }, /anchor/],
    ];
    for (const [body, message] of cases) {
      const response = await comment(editor, brief.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
    expect((await comment(stranger, brief.id, { body: 'Hello' })).body.code).toBe('brief_not_found');
    expect((await t.get(`/api/briefs/${brief.id}/comments`, { headers: stranger.auth })).status).toBe(404);
    expect((await commentsOf(owner, brief.id)).comments).toEqual([]);
  });
});

describe('comments on a saved video of a shared swipefile', () => {
  it('lets collaborators discuss a reference where it lives, and no one else', async () => {
    const swipefile = await createSwipefile(t, owner, { name: 'References' });
    const saved = await addSavedVideo(t, swipefile, 1);
    const elsewhere = await addSavedVideo(t, await createSwipefile(t, owner), 2);
    await addCollaborator(t, swipefile, viewer, { role: 'viewer' });
    const path = `/api/swipefiles/${swipefile.id}/comments`;

    const posted = await sendJson(t, viewer, 'POST', path, {
      body: `Love the open, @${owner.email}`,
      anchor: { kind: 'saved_video', id: saved.id },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({ anchor: { kind: 'saved_video', id: saved.id, index: null } });
    expect((await mail.nextMail(owner.email)).subject).toBe(
      `${viewer.email} mentioned you on the swipefile "References"`,
    );

    const listed = await t.get(`${path}?saved_video_id=${saved.id}`, { headers: owner.auth });
    expect(listed.body.data.comments).toEqual([
      expect.objectContaining({ body: `Love the open, @${owner.email}` }),
    ]);
    const refused = await sendJson(t, viewer, 'POST', path, {
      body: 'Wrong place',
      anchor: { kind: 'saved_video', id: elsewhere.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/anchor.id: the swipefile holds no saved video/);
    expect(
      (
        await sendJson(t, stranger, 'POST', path, {
          body: 'x',
          anchor: { kind: 'saved_video', id: saved.id },
        })
      ).body.code,
    ).toBe('swipefile_not_found');
    const resolve = `${path}/${posted.body.data.id}/resolve`;
    expect((await sendJson(t, viewer, 'POST', resolve, { resolved: true })).status).toBe(403);
    expect((await sendJson(t, owner, 'POST', resolve, { resolved: true })).body.data.resolved).toBe(true);
  });
});
