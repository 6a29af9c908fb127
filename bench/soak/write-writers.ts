import type pg from 'pg';
import type { buildApp } from '../../server/app';
import type { WriterSeed } from './write-mix';

/** Invitations each user has accepted and not yet seen: the rows "mark shares seen" writes. */
const SHARES_PER_USER = 3;

/**
 * Signs in `users` users through the app's own better-auth API and gives each writer (spread over the
 * users in turn) a swipefile of its own; each user is also an accepted, not-yet-seen collaborator on
 * swipefiles of the next few users, so marking shares seen has rows to mark.
 */
export async function prepareWriters(
  app: Awaited<ReturnType<typeof buildApp>>,
  pool: pg.Pool,
  options: { users: number; writers: number },
): Promise<WriterSeed[]> {
  const users: { token: string; userId: string; email: string }[] = [];
  for (let i = 1; i <= options.users; i += 1) {
    const email = `memory-writer-${i}@example.com`;
    const otp = await app.auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
    const { token, user } = await app.auth.api.signInEmailOTP({ body: { email, otp } });
    users.push({ token, userId: user.id, email });
  }
  const swipefiles: string[] = [];
  for (let i = 0; i < options.writers; i += 1) {
    const owner = users[i % users.length] as (typeof users)[number];
    const { rows } = await pool.query<{ id: string }>(
      `insert into swipefiles (user_id, name, description) values ($1, $2, 'Made by the memory bench') returning id`,
      [owner.userId, `Writer ${i + 1}`],
    );
    swipefiles.push((rows[0] as { id: string }).id);
  }
  const shareIds = new Map<string, string[]>();
  for (const [u, user] of users.entries()) {
    const ids: string[] = [];
    for (let k = 1; k <= Math.min(SHARES_PER_USER, users.length - 1); k += 1) {
      // Writer u + k's swipefile belongs to user (u + k) mod users: never the invitee's own.
      const swipefileId = swipefiles[(u + k) % swipefiles.length] as string;
      const { rows } = await pool.query<{ id: string }>(
        `insert into swipefile_collaborators (swipefile_id, email, user_id, role, status)
         values ($1, $2, $3, 'viewer', 'accepted') returning id`,
        [swipefileId, user.email, user.userId],
      );
      ids.push((rows[0] as { id: string }).id);
    }
    shareIds.set(user.userId, ids);
  }
  return swipefiles.map((swipefileId, i) => {
    const owner = users[i % users.length] as (typeof users)[number];
    return { token: owner.token, swipefileId, shareIds: shareIds.get(owner.userId) ?? [] };
  });
}
