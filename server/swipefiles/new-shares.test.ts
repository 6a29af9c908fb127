import { beforeAll, describe, expect, it } from 'vitest';
import { swipefileCollaborators } from '../db/schema';
import { addCollaborator, createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const newShares = async (user: TestUser) =>
  (await t.get('/api/swipefiles/shared/new', { headers: user.auth })).body.data;
const markSeen = (user: TestUser, body: unknown) =>
  t.request('/api/swipefiles/shared/seen', {
    method: 'POST',
    headers: { ...user.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the sign of a new share (issue 31)', () => {
  it('counts the invitee’s unseen shares newest first, and marking them seen clears the sign', async () => {
    const owner = await createUser(t);
    const invitee = await createUser(t);
    const older = await createSwipefile(t, owner, { name: 'Older' });
    const newer = await createSwipefile(t, owner, { name: 'Newer' });
    const first = await addCollaborator(t, older, invitee);
    const second = await addCollaborator(t, newer, invitee, { role: 'editor' });

    const before = await newShares(invitee);
    expect(before.count).toBe(2);
    expect(before.shares.map((s: { swipefile_name: string }) => s.swipefile_name)).toEqual([
      'Newer',
      'Older',
    ]);

    // Marking what was shown leaves the rest new.
    const seenOne = await markSeen(invitee, { ids: [second.id] });
    expect(seenOne.status).toBe(200);
    expect(seenOne.body.data).toEqual({ count: 1 });
    expect((await newShares(invitee)).shares.map((s: { id: string }) => s.id)).toEqual([first.id]);

    expect((await markSeen(invitee, { ids: [first.id] })).body.data).toEqual({ count: 0 });
    expect(await newShares(invitee)).toEqual({ count: 0, shares: [] });
    // Seen is not gone: both stay under Shared.
    const shared = await t.get('/api/swipefiles/shared', { headers: invitee.auth });
    expect(shared.body.data).toHaveLength(2);
  });

  it("lets no one mark another user's shares seen", async () => {
    const owner = await createUser(t);
    const invitee = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    const row = await addCollaborator(t, swipefile, invitee);
    // Neither the owner who sent it nor anyone else can clear the invitee's sign.
    expect((await markSeen(owner, { ids: [row.id] })).body.data).toEqual({ count: 0 });
    expect((await markSeen(await createUser(t), { ids: [row.id] })).status).toBe(200);
    expect((await newShares(invitee)).count).toBe(1);
  });

  it('does not count a pending invitation or the owner’s own swipefiles', async () => {
    const owner = await createUser(t);
    await createSwipefile(t, owner);
    const theirs = await createSwipefile(t, await createUser(t));
    await t.database.db
      .insert(swipefileCollaborators)
      .values({ swipefileId: theirs.id, email: 'nobody-yet@example.com', status: 'pending' });
    expect(await newShares(owner)).toEqual({ count: 0, shares: [] });
  });

  it('refuses bad ids with a 400 naming the field, and a visitor with a 401', async () => {
    const user = await createUser(t);
    for (const body of [{}, { ids: [] }, { ids: ['not-a-uuid'] }]) {
      const response = await markSeen(user, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain('ids');
    }
    expect((await t.get('/api/swipefiles/shared/new')).status).toBe(401);
  });
});
