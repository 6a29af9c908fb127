import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tier, TierCounts, UserListQuery } from '../../shared/contracts/account';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { Db } from '../db/database';
import { type UserTierRow, users, userTiers } from '../db/schema';

/**
 * docs/decisions/0009-admins.md: a user is an admin when their tier is admin, their metadata role is admin, or their
 * address is in ADMIN_EMAILS; otherwise the stored tier holds (basic when none is stored yet). The one
 * statement of the rule: the caller's tier, tier records, the user list and the digests (which go to premium
 * and admin users alone) all read it. Over `users` left-joined to `user_tiers`.
 */
export function effectiveTierSql(adminEmails: readonly string[]): SQL<Tier> {
  const isAdmin = or(
    eq(userTiers.tier, 'admin'),
    eq(users.role, 'admin'),
    adminEmails.length > 0 ? inArray(sql`lower(${users.email})`, [...adminEmails]) : undefined,
  );
  return sql<Tier>`(case when coalesce(${isAdmin}, false) then 'admin' else coalesce(${userTiers.tier}, 'basic') end)`;
}

/** Gives a new user the basic tier; a user who has a tier keeps it. */
export async function ensureUserTier(db: Db, userId: string, tier: Tier = 'basic'): Promise<void> {
  await db.insert(userTiers).values({ userId, tier }).onConflictDoNothing();
}

/** The tier in effect for one user (read with the session; viewer-cache.ts keeps both until a change). */
export async function findEffectiveTier(
  db: Db,
  userId: string,
  adminEmails: readonly string[],
): Promise<Tier> {
  const [row] = await tierStatement(db, adminEmails).execute({ userId });
  return row?.tier ?? 'basic';
}

/**
 * findEffectiveTier's query, built once per database and admin list and prepared on each connection: it
 * runs on every signed-in request, and building the SQL again each time was a visible share of a cheap
 * request's CPU (issue 33's Feed bench). The name carries the admin list, which is part of the SQL.
 */
function tierStatement(db: Db, adminEmails: readonly string[]) {
  const key = adminEmails.join('\n');
  let statements = tierStatements.get(db);
  if (!statements) {
    statements = new Map();
    tierStatements.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    const name = `effective_tier_${createHash('sha1').update(key).digest('hex').slice(0, 12)}`;
    statement = db
      .select({ tier: effectiveTierSql(adminEmails) })
      .from(users)
      .leftJoin(userTiers, eq(userTiers.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare(name);
    statements.set(key, statement);
  }
  return statement;
}

const tierStatements = new WeakMap<Db, Map<string, TierStatement>>();
/** What findEffectiveTier runs: the prepared query, given the user. */
interface TierStatement {
  execute(values: { userId: string }): Promise<{ tier: Tier }[]>;
}

/** The users among `userIds` whose tier in effect is one of `tiers` (admins always are). */
export async function usersWithTiers(
  db: Db,
  userIds: readonly string[],
  tiers: readonly Tier[],
  adminEmails: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const wanted = [...new Set<Tier>([...tiers, 'admin'])];
  const tier = effectiveTierSql(adminEmails);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(userTiers, eq(userTiers.userId, users.id))
    .where(and(sql`${users.id} = ANY(${sql.param([...userIds])}::uuid[])`, inArray(tier, wanted)));
  return new Set(rows.map((row) => row.id));
}

/** A stored tier row with the tier in effect (docs/decisions/0009-admins.md), which may differ from the stored one. */
export interface TierRecordRow {
  tierRow: UserTierRow;
  tier: Tier;
}

/** A user's tier record (docs/product/overview.md#tiers), with the tier in effect; null when there is no such user. */
export async function findTierRecord(
  db: Db,
  userId: string,
  adminEmails: readonly string[],
): Promise<TierRecordRow | null> {
  const read = () =>
    db
      .select({ tier: effectiveTierSql(adminEmails), tierRow: userTiers })
      .from(users)
      .leftJoin(userTiers, eq(userTiers.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
  let [row] = await read();
  if (!row) return null;
  if (!row.tierRow) {
    // Users made before tiers existed, or by hand: they are basic, and now say so.
    await ensureUserTier(db, userId);
    [row] = await read();
  }
  if (!row?.tierRow) return null;
  return { tierRow: row.tierRow, tier: row.tier };
}

/** Sets a user's stored tier (docs/decisions/0015-payments.md: admins set tiers); null when there is no such user. */
export async function setUserTier(
  db: Db,
  userId: string,
  tier: Tier,
  adminEmails: readonly string[],
  actor: AuditActor,
): Promise<TierRecordRow | null> {
  const changed = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, stored: userTiers.tier })
      .from(users)
      .leftJoin(userTiers, eq(userTiers.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users })
      .limit(1);
    if (!user) return false;
    await tx
      .insert(userTiers)
      .values({ userId, tier })
      .onConflictDoUpdate({ target: userTiers.userId, set: { tier, updatedAt: sql`now()` } });
    // The stored tier is what an admin sets; the log records it before and after (the tier in effect can
    // differ for ADMIN_EMAILS and the admin role, which this change does not touch).
    await recordAudit(tx, {
      actor,
      action: 'user.tier',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.email,
      before: { tier: user.stored ?? null },
      after: { tier },
    });
    return true;
  });
  return changed ? findTierRecord(db, userId, adminEmails) : null;
}

/** A row of the admin user list: the user, the tier in effect and the subscription fields. */
export interface UserListRow {
  id: string;
  email: string;
  name: string | null;
  tier: Tier;
  subscriptionStatus: string | null;
  subscriptionProvider: string | null;
  createdAt: Date;
}

/** One page of users, newest first, optionally of one tier in effect, with the count per tier. */
export async function listUsers(
  db: Db,
  query: UserListQuery,
  adminEmails: readonly string[],
): Promise<{ rows: UserListRow[]; total: number; counts: TierCounts }> {
  const tier = effectiveTierSql(adminEmails);
  const rowsPromise = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      tier,
      subscriptionStatus: userTiers.subscriptionStatus,
      subscriptionProvider: userTiers.subscriptionProvider,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(userTiers, eq(userTiers.userId, users.id))
    .where(query.tier ? sql`${tier} = ${query.tier}` : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const countsPromise = db
    .select({
      all: count(),
      admin: count(sql`case when ${tier} = 'admin' then 1 end`),
      premium: count(sql`case when ${tier} = 'premium' then 1 end`),
      basic: count(sql`case when ${tier} = 'basic' then 1 end`),
    })
    .from(users)
    .leftJoin(userTiers, eq(userTiers.userId, users.id));
  const [rows, [counts]] = await Promise.all([rowsPromise, countsPromise]);
  const tierCounts: TierCounts = counts ?? { all: 0, admin: 0, premium: 0, basic: 0 };
  return {
    rows,
    total: query.tier ? tierCounts[query.tier] : tierCounts.all,
    counts: tierCounts,
  };
}

/** True when an account exists for the address. */
export async function userExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}
