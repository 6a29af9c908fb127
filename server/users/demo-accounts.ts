import { inArray } from 'drizzle-orm';
import type { Tier } from '../../shared/contracts/account';
import { ensureUserTier } from '../auth/user-tiers';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** docs/decisions/0009-admins.md: the demo install's accounts, one per tier. They sign in with a code like anyone. */
export const DEMO_ACCOUNTS: readonly { email: string; name: string; tier: Tier }[] = [
  { email: 'admin@hookshelf.local', name: 'Demo Admin', tier: 'admin' },
  { email: 'premium@hookshelf.local', name: 'Demo Premium', tier: 'premium' },
  { email: 'basic@hookshelf.local', name: 'Demo Basic', tier: 'basic' },
];

/** Creates the demo accounts that are missing; accounts already there (and their tiers) stay as they are. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map(({ email, name }) => ({ email, name, emailVerified: true })))
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  for (const row of rows) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === row.email);
    if (account) await ensureUserTier(db, row.id, account.tier);
  }
}
