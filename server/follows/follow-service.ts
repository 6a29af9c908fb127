import {
  FOLLOWS_PER_USER,
  type FollowKind,
  type NormalizedFollowInput,
} from '../../shared/contracts/follows';
import type { DbOrTx } from '../audit/audit-log';
import type { Db } from '../db/database';
import { errors } from '../errors';
import {
  countFollows,
  deleteFollowRows,
  type FollowRow,
  findFollowRow,
  insertFollow,
  listFollowRows,
  listFollowRowsOfUsers,
  lockFollower,
  targetOf,
} from './follow-repository';
import { isUnknown, type ResolvedTarget, resolveTargets, storedTarget } from './follow-targets';
import type { ResolvedTargets } from './resolved-targets';

/** A stored follow with what it stands for now. */
export interface ReadFollow {
  row: FollowRow;
  target: ResolvedTarget;
}

/**
 * What each stored row stands for now; a row whose entry or view is gone stands for what it stored.
 * `known`: the resolutions of this library generation (reads outside a transaction).
 */
async function readRows(db: DbOrTx, rows: FollowRow[], known?: ResolvedTargets): Promise<ReadFollow[]> {
  const targets = rows.map(targetOf);
  const resolved = known ? await known.resolve(targets) : await resolveTargets(db, targets);
  return rows.map((row, i) => {
    const found = resolved[i];
    return { row, target: !found || isUnknown(found) ? storedTarget(targetOf(row)) : found };
  });
}

/**
 * The user's follows, one per thing, newest first. Rows stored before a merge or rename can name one
 * entry twice (the user followed both names); the oldest row stands for them, and unfollowing it ends both.
 */
export async function listFollows(
  db: DbOrTx,
  userId: string,
  { kind, known }: { kind?: FollowKind; known?: ResolvedTargets } = {},
): Promise<ReadFollow[]> {
  return oneOfEach(await readRows(db, await listFollowRows(db, userId, kind), known));
}

/**
 * The follows of many users at once, each user's as listFollows answers them: one query for the rows and
 * one resolution for all of them (the e-mail digests read thousands of users a run).
 */
export async function listFollowsOfUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, ReadFollow[]>> {
  const read = await readRows(db, await listFollowRowsOfUsers(db, userIds));
  const byUser = new Map<string, ReadFollow[]>(userIds.map((id) => [id, []]));
  for (const follow of read) byUser.get(follow.row.userId)?.push(follow);
  for (const [userId, list] of byUser) byUser.set(userId, oneOfEach(list));
  return byUser;
}

/** One follow per thing (the oldest row stands for the rest), newest first. */
function oneOfEach(read: ReadFollow[]): ReadFollow[] {
  const seen = new Set<string>();
  const firstOfEach = read.filter(({ target }) => {
    if (seen.has(target.key)) return false;
    seen.add(target.key);
    return true;
  });
  return firstOfEach.reverse();
}

/**
 * Follows a thing (docs/product/feed.md#follows): resolved first (an unknown entry, view or creator is a
 * 400 naming it), then, under the user's lock, the existing follow of the same thing if there is one,
 * else a new row unless the user is at the limit.
 */
export async function follow(
  db: Db,
  userId: string,
  input: NormalizedFollowInput,
): Promise<{ follow: ReadFollow; created: boolean }> {
  const [resolved] = await resolveTargets(db, [input], { checkCreators: true });
  if (!resolved) throw new Error('no target resolved');
  if (isUnknown(resolved)) throw errors.followTargetUnknown(resolved.unknown);
  return db.transaction(async (tx) => {
    await lockFollower(tx, userId);
    const same = (await listFollows(tx, userId, { kind: input.kind })).find(
      (read) => read.target.key === resolved.key,
    );
    if (same) return { follow: same, created: false };
    if ((await countFollows(tx, userId)) >= FOLLOWS_PER_USER) {
      throw errors.limitReached(
        `You can follow at most ${FOLLOWS_PER_USER} things. Unfollow one to follow another.`,
      );
    }
    const row = await insertFollow(tx, userId, resolved);
    // The lock makes a conflict here impossible; were it to happen, the user follows it already.
    if (!row) throw new Error('follow was not written');
    return { follow: { row, target: resolved }, created: true };
  });
}

/** Unfollows: the user's follow with this id, and any other row that now names the same thing. */
export async function unfollow(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findFollowRow(tx, userId, id);
    if (!row) throw errors.followNotFound();
    const sameKind = await readRows(tx, await listFollowRows(tx, userId, targetOf(row).kind));
    const key = sameKind.find((read) => read.row.id === row.id)?.target.key;
    const ids = sameKind.filter((read) => read.target.key === key).map((read) => read.row.id);
    await deleteFollowRows(tx, userId, ids);
  });
}
