import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWIPEFILE_LIMITS } from '../../shared/contracts/swipefiles';
import { swipefileCollaborators, users } from '../db/schema';
import { onCleanup } from '../test/cleanup';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { createSwipefile } from '../test/swipefile-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let mail: MailCatcher;
let t: TestApp;
let nextAddress = 1;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await mail.close();
});

const send = (app: TestApp, user: TestUser, method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { ...user.auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const address = () => `invitee${nextAddress++}-${process.pid}@example.com`;
const collaboratorsOf = (swipefileId: string) =>
  t.database.db
    .select()
    .from(swipefileCollaborators)
    .where(eq(swipefileCollaborators.swipefileId, swipefileId));

describe('the invitation lifecycle (docs/decisions/0017-invitations.md)', () => {
  it('invites, mails, accepts on sign-in, shows under Shared as a viewer, and ends on removal', async () => {
    const owner = await createUser(t);
    const created = await send(t, owner, 'POST', '/api/swipefiles', { name: 'Hooks <b>&</b> more' });
    const swipefileId = created.body.data.id;
    const email = address();

    const invited = await send(t, owner, 'POST', `/api/swipefiles/${swipefileId}/invite`, {
      email: `  ${email.toUpperCase()} `,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email, role: 'viewer', status: 'pending' });

    const message = await mail.nextMail(email);
    const link = `${t.publicUrl}/login?redirect=${encodeURIComponent(`/swipefiles/${swipefileId}`)}`;
    expect(message.text).toContain(link);
    expect(message.text).toContain(`${owner.email} invited you to the swipefile "Hooks <b>&</b> more"`);
    expect(message.html).toContain('Hooks &lt;b&gt;&amp;&lt;/b&gt; more');
    expect(message.html).toContain(link.replaceAll('&', '&amp;'));

    // Signing in with that address is what accepts the invitation.
    const invitee = await createUser(t, { email });
    const [row] = await collaboratorsOf(swipefileId);
    expect(row).toMatchObject({ status: 'accepted', userId: invitee.id });

    const shared = await send(t, invitee, 'GET', '/api/swipefiles/shared');
    expect(shared.body.data).toEqual([
      expect.objectContaining({ id: swipefileId, user_role: 'viewer', can_edit: false, share_token: null }),
    ]);
    const listed = await send(t, owner, 'GET', `/api/swipefiles/${swipefileId}/collaborators`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ email, status: 'accepted', role: 'viewer' }),
    ]);

    // A role change applies on the next request.
    const promoted = await send(t, owner, 'PUT', `/api/swipefiles/${swipefileId}/collaborators/${row?.id}`, {
      role: 'editor',
    });
    expect(promoted.body.data.role).toBe('editor');
    expect((await send(t, invitee, 'GET', `/api/swipefiles?id=${swipefileId}`)).body.data.can_edit).toBe(
      true,
    );

    const removed = await send(t, owner, 'DELETE', `/api/swipefiles/${swipefileId}/collaborators/${row?.id}`);
    expect(removed.body).toEqual({ success: true, data: { id: row?.id } });
    expect((await send(t, invitee, 'GET', `/api/swipefiles?id=${swipefileId}`)).status).toBe(404);
    expect((await send(t, invitee, 'GET', '/api/swipefiles/shared')).body.data).toEqual([]);
  });

  it('returns the existing row when the same address is invited again, with no second row or mail', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    const email = address();
    const first = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, { email });
    await mail.nextMail(email);
    const second = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/collaborators`, {
      email: email.toUpperCase(),
      role: 'editor',
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await collaboratorsOf(swipefile.id)).toHaveLength(1);
    await expect(mail.nextMail(email, 300)).rejects.toThrow(/no mail/);
  });

  it('keeps an accepted collaborator accepted when invited again', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    const email = address();
    await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, { email });
    await createUser(t, { email });
    const again = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, { email });
    expect(again.body.data.status).toBe('accepted');
  });

  it('refuses the owner inviting themselves', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    const response = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, {
      email: owner.email.toUpperCase(),
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('cannot_invite_self');
    expect(await collaboratorsOf(swipefile.id)).toEqual([]);
  });

  it('refuses a bad address, naming the field', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    const response = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, {
      email: 'nope',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('email');
  });
});

describe('an invitation to an address that already has an account (issue 31)', () => {
  it("reaches the invitee's current session at once: Shared lists it, it opens, the sign counts it", async () => {
    const owner = await createUser(t);
    const invitee = await createUser(t);
    const stranger = await createUser(t);
    const swipefile = await createSwipefile(t, owner, { name: 'Cold opens' });
    // The invitee is signed in (bearer token and browser cookie) before the invitation exists.
    expect((await send(t, invitee, 'GET', '/api/swipefiles/shared')).body.data).toEqual([]);

    const invited = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, {
      email: invitee.email.toUpperCase(),
    });
    expect(invited.status).toBe(201);
    // Active at once, so the owner's share modal shows no 'Invitation sent'; the mail still goes out.
    expect(invited.body.data).toMatchObject({ email: invitee.email, status: 'accepted', role: 'viewer' });
    expect((await mail.nextMail(invitee.email)).subject).toContain('shared a swipefile with you');

    // The same bearer token, no new sign-in.
    const shared = await send(t, invitee, 'GET', '/api/swipefiles/shared');
    expect(shared.body.data).toEqual([
      expect.objectContaining({ id: swipefile.id, name: 'Cold opens', user_role: 'viewer', can_edit: false }),
    ]);
    const opened = await send(t, invitee, 'GET', `/api/swipefiles?id=${swipefile.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: swipefile.id, user_role: 'viewer' });
    const sign = await send(t, invitee, 'GET', '/api/swipefiles/shared/new');
    expect(sign.body.data).toEqual({
      count: 1,
      shares: [
        {
          id: invited.body.data.id,
          swipefile_id: swipefile.id,
          swipefile_name: 'Cold opens',
          role: 'viewer',
          invited_by: owner.email,
          invited_at: expect.any(String),
        },
      ],
    });
    // The same session as the browser holds it: its cookie.
    const byCookie = await t.get(`/api/swipefiles?id=${swipefile.id}`, {
      headers: { cookie: invitee.cookie },
    });
    expect(byCookie.status).toBe(200);
    const signByCookie = await t.get('/api/swipefiles/shared/new', { headers: { cookie: invitee.cookie } });
    expect(signByCookie.body.data.count).toBe(1);

    // Nobody else gains anything.
    expect((await send(t, stranger, 'GET', `/api/swipefiles?id=${swipefile.id}`)).status).toBe(404);
    expect((await send(t, stranger, 'GET', '/api/swipefiles/shared')).body.data).toEqual([]);
    expect((await send(t, stranger, 'GET', '/api/swipefiles/shared/new')).body.data).toEqual({
      count: 0,
      shares: [],
    });

    // Revoked: the access, the Shared entry and the sign all end with the next request.
    const removed = await send(
      t,
      owner,
      'DELETE',
      `/api/swipefiles/${swipefile.id}/collaborators/${invited.body.data.id}`,
    );
    expect(removed.status).toBe(200);
    expect((await send(t, invitee, 'GET', `/api/swipefiles?id=${swipefile.id}`)).status).toBe(404);
    expect((await send(t, invitee, 'GET', '/api/swipefiles/shared')).body.data).toEqual([]);
    expect((await send(t, invitee, 'GET', '/api/swipefiles/shared/new')).body.data.count).toBe(0);
  });

  it('names the inviter by their name when they set one, and an editor invitation as editor', async () => {
    const owner = await createUser(t);
    await t.database.db.update(users).set({ name: 'Ada Lovelace' }).where(eq(users.id, owner.id));
    const invitee = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, {
      email: invitee.email,
      role: 'editor',
    });
    await mail.nextMail(invitee.email);
    const sign = await send(t, invitee, 'GET', '/api/swipefiles/shared/new');
    expect(sign.body.data.shares).toEqual([
      expect.objectContaining({ invited_by: 'Ada Lovelace', role: 'editor' }),
    ]);
    expect((await send(t, invitee, 'GET', `/api/swipefiles?id=${swipefile.id}`)).body.data.can_edit).toBe(
      true,
    );
  });
});

describe('invitation limits', () => {
  it('refuses the 51st collaborator with limit_reached and writes nothing', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    await t.database.db.insert(swipefileCollaborators).values(
      Array.from({ length: SWIPEFILE_LIMITS.collaboratorsPerSwipefile }, (_, i) => ({
        swipefileId: swipefile.id,
        email: `crowd${i}@example.com`,
      })),
    );
    const email = address();
    const response = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, { email });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('limit_reached');
    expect(response.body.error).toContain('50 collaborators');
    expect(await collaboratorsOf(swipefile.id)).toHaveLength(SWIPEFILE_LIMITS.collaboratorsPerSwipefile);
    await expect(mail.nextMail(email, 300)).rejects.toThrow(/no mail/);
  });

  it('limits invitations per inviter per hour: 429 with Retry-After, nothing written', async () => {
    const owner = await createUser(t);
    const swipefile = await createSwipefile(t, owner);
    for (let i = 0; i < SWIPEFILE_LIMITS.invitationsPerHour; i += 1) {
      const ok = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, {
        email: `burst${i}-${owner.id}@example.com`,
      });
      expect(ok.status).toBe(201);
    }
    const refused = await send(t, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, {
      email: `one-more-${owner.id}@example.com`,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await collaboratorsOf(swipefile.id)).toHaveLength(SWIPEFILE_LIMITS.invitationsPerHour);
    // Another inviter is not held back.
    const other = await createUser(t);
    const theirs = await createSwipefile(t, other);
    const fine = await send(t, other, 'POST', `/api/swipefiles/${theirs.id}/invite`, { email: address() });
    expect(fine.status).toBe(201);
  });
});

describe('without SMTP', () => {
  it('logs the invitation link on a line of its own', async () => {
    const local = await createTestApp({}, { captureLogs: true });
    const owner = await createUser(local);
    const swipefile = await createSwipefile(local, owner, { name: 'Local one' });
    const email = address();
    const response = await send(local, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, { email });
    expect(response.status).toBe(201);
    const link = `${local.publicUrl}/login?redirect=${encodeURIComponent(`/swipefiles/${swipefile.id}`)}`;
    expect(local.logs.map((line) => line.msg)).toContain(`invitation for ${email} to "Local one": ${link}`);
  });
});

describe('SIGNUP_MODE=invite-only', () => {
  it('lets an invited address get a sign-in code, and signing in accepts the invitation', async () => {
    const inviteMail = await startMailCatcher();
    onCleanup(() => inviteMail.close());
    const closed = await createTestApp({ SMTP_URL: inviteMail.url, SIGNUP_MODE: 'invite-only' });
    const owner = await createUser(closed);
    const swipefile = await createSwipefile(closed, owner);
    const email = address();
    const askCode = () =>
      closed.request('/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, type: 'sign-in' }),
      });
    expect((await askCode()).status).toBe(403);

    expect(
      (await send(closed, owner, 'POST', `/api/swipefiles/${swipefile.id}/invite`, { email })).status,
    ).toBe(201);
    await inviteMail.nextMail(email);
    expect((await askCode()).status).toBe(200);
    const code = await inviteMail.nextCode(email);
    const signedIn = await closed.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: code }),
    });
    expect(signedIn.status).toBe(200);
    // A browser's sign-in: the session is in the httpOnly cookie (the token is for API clients only).
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const shared = await closed.get('/api/swipefiles/shared', { headers: { cookie } });
    expect(shared.body.data.map((s: { id: string }) => s.id)).toEqual([swipefile.id]);
  });
});

describe('migration 0015 (issue 31)', () => {
  it('gives accounts the invitations sent before an invitation counted at once, as new shares', async () => {
    const owner = await createUser(t);
    const invitee = await createUser(t);
    const earlier = await createSwipefile(t, owner, { name: 'Sent before the fix' });
    const seenBefore = await createSwipefile(t, owner, { name: 'Accepted before the fix' });
    // What the old code left: a pending row for an address that had an account, and an accepted one.
    await t.database.db.insert(swipefileCollaborators).values([
      { swipefileId: earlier.id, email: invitee.email, status: 'pending' },
      { swipefileId: seenBefore.id, email: invitee.email, status: 'accepted', userId: invitee.id },
      { swipefileId: earlier.id, email: `no-account-${process.pid}@example.com`, status: 'pending' },
    ]);
    const file = new URL('../db/migrations/0015_invitations_for_accounts.sql', import.meta.url);
    const [, ...dataStatements] = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (const statement of dataStatements) await t.database.pool.query(statement);

    expect((await send(t, invitee, 'GET', `/api/swipefiles?id=${earlier.id}`)).status).toBe(200);
    const sign = await send(t, invitee, 'GET', '/api/swipefiles/shared/new');
    expect(sign.body.data.shares.map((s: { swipefile_name: string }) => s.swipefile_name)).toEqual([
      'Sent before the fix',
    ]);
    const stillPending = (await collaboratorsOf(earlier.id)).filter((row) => row.status === 'pending');
    expect(stillPending.map((row) => row.email)).toEqual([`no-account-${process.pid}@example.com`]);
  });
});
