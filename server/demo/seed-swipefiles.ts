import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccessLevel, CollaboratorRole } from '../../shared/contracts/swipefiles';
import { DEFAULT_SWIPEFILE_NAME } from '../../shared/contracts/swipefiles';
import type { Db } from '../db/database';
import { savedVideos, swipefileCollaborators, swipefiles, users, videos } from '../db/schema';
import { newPublicSlug, newShareToken } from '../swipefiles/share-tokens';
import { mixSeed, mulberry32 } from './prng';

/** A demo account's swipefile: which videos it holds (by topic or format), who it is shared with, how. */
interface DemoSwipefile {
  name: string;
  description: string | null;
  /** Videos with any of these topics or this format qualify; null: any video. */
  topics?: readonly string[];
  format?: string;
  count: number;
  access?: AccessLevel;
  /** Accepted collaborators, by demo e-mail address. */
  shareWith?: readonly { email: string; role: CollaboratorRole }[];
}

const ADMIN = 'admin@hookshelf.local';
const PREMIUM = 'premium@hookshelf.local';
const BASIC = 'basic@hookshelf.local';

/**
 * The demo accounts' swipefiles (issue 15 "Done when"): each has its default one and two or three named
 * ones; premium@ shares one with basic@ (viewer) and one with admin@ (editor) and has one public; basic@
 * has one shared by link. Names and descriptions read like a real team's.
 */
export const DEMO_SWIPEFILES: Readonly<Record<string, readonly DemoSwipefile[]>> = {
  [ADMIN]: [
    { name: DEFAULT_SWIPEFILE_NAME, description: null, count: 8 },
    {
      name: 'Client pitch references',
      description: 'Examples we show prospects on discovery calls: one per format we sell.',
      count: 12,
    },
    {
      name: 'Small business wins',
      description: 'Founder-led accounts doing a lot with a phone and a good hook.',
      topics: ['Small Business', 'Marketing'],
      count: 9,
    },
  ],
  [PREMIUM]: [
    { name: DEFAULT_SWIPEFILE_NAME, description: null, count: 10 },
    {
      name: 'Fitness hooks that stop the scroll',
      description: 'Openers from fitness and nutrition creators that earn the next three seconds.',
      topics: ['Fitness', 'Nutrition'],
      count: 16,
      access: 'public',
    },
    {
      name: 'Q3 campaign moodboard',
      description: 'Shortlist for the autumn launch. Add notes on what we could borrow.',
      format: 'Before & After',
      count: 8,
      shareWith: [{ email: BASIC, role: 'viewer' }],
    },
    {
      name: 'Money content ideas',
      description: 'Personal finance explainers with clear structure, for the newsletter team.',
      topics: ['Personal Finance', 'Career Advice'],
      count: 11,
      shareWith: [{ email: ADMIN, role: 'editor' }],
    },
  ],
  [BASIC]: [
    { name: DEFAULT_SWIPEFILE_NAME, description: null, count: 6 },
    {
      name: 'Cafe reel ideas',
      description: 'Ideas for our coffee shop’s Instagram: cosy, quick, made on a phone.',
      topics: ['Coffee', 'Cooking'],
      count: 9,
      access: 'link_only',
    },
    {
      name: 'Tutorials to study',
      description: null,
      format: 'Tutorial / How-To',
      count: 7,
    },
  ],
};

/** The notes a demo saved video may carry; about half carry none. */
const DEMO_NOTES = [
  'Great hook — the first line names the pain before the face is even on screen.',
  'Try this structure for our next launch: myth, proof, then the fix.',
  'The text overlay does the work here. Copy the placement (upper third, 3 seconds).',
  'Pacing is fast but never confusing. Count the cuts: about one every 1.5 s.',
  'Use as a reference for the client call on Thursday.',
  'Swap the product for ours and this works almost shot for shot.',
  'The payoff lands late. Would test a version with the result in the first second.',
  'Comments are full of questions — a part 2 idea in itself.',
  'Love the before/after reveal. Lighting matches, so the change reads instantly.',
  'Good example of a CTA that doesn’t feel like one.',
];

interface DemoVideo {
  id: number;
  topics: string[];
  format: string | null;
}

/**
 * Seeds the demo accounts' swipefiles (issue 15) into a library that has its demo videos and accounts.
 * Deterministic (seeded picks, fixed save times) and idempotent: a swipefile the account already has by
 * that name is left exactly as it is, so a re-seed never changes a token, a slug or the user's own notes.
 */
export async function seedDemoSwipefiles(db: Db): Promise<{ created: number }> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_SWIPEFILES)));
  const userIds = new Map(accounts.map((account) => [account.email, account.id]));
  const library: DemoVideo[] = (
    await db
      .select({ id: videos.id, topics: videos.topics, format: videos.videoFormat })
      .from(videos)
      .orderBy(asc(videos.id))
  ).map((row) => ({ id: row.id, topics: row.topics, format: row.format }));
  if (library.length === 0) return { created: 0 };

  let created = 0;
  for (const [email, planned] of Object.entries(DEMO_SWIPEFILES)) {
    const ownerId = userIds.get(email);
    if (!ownerId) continue;
    for (const [index, plan] of planned.entries()) {
      const swipefileId = await ensureSwipefile(db, ownerId, plan);
      if (!swipefileId) continue;
      created++;
      const rng = mulberry32(mixSeed(0x5f1e, hash(email), index));
      const picks = pickVideos(library, plan, rng);
      // Saved a few hours apart, the last pick newest, from a fixed day: the same order on every install.
      const start = Date.UTC(2026, 9, 1, 9);
      await db
        .insert(savedVideos)
        .values(
          picks.map((video, i) => ({
            swipefileId,
            videoId: video.id,
            userId: ownerId,
            notes: rng() < 0.5 ? (DEMO_NOTES[Math.floor(rng() * DEMO_NOTES.length)] ?? '') : '',
            savedAt: new Date(start + (index * 40 + i) * 3 * 3_600_000),
          })),
        )
        .onConflictDoNothing();
      for (const share of plan.shareWith ?? []) {
        await db
          .insert(swipefileCollaborators)
          .values({
            swipefileId,
            email: share.email,
            userId: userIds.get(share.email) ?? null,
            role: share.role,
            status: userIds.has(share.email) ? 'accepted' : 'pending',
            invitedBy: ownerId,
          })
          .onConflictDoNothing();
      }
    }
  }
  return { created };
}

/** Inserts the planned swipefile unless the owner has it already; returns the new id, or null. */
async function ensureSwipefile(db: Db, ownerId: string, plan: DemoSwipefile): Promise<string | null> {
  const isDefault = plan.name === DEFAULT_SWIPEFILE_NAME;
  // The default may exist already (created on first need, docs/decisions/0016-default-swipefile.md) under a name the user chose.
  const existing = await db
    .select({ id: swipefiles.id })
    .from(swipefiles)
    .where(
      and(
        eq(swipefiles.userId, ownerId),
        isDefault ? eq(swipefiles.isDefault, true) : eq(swipefiles.name, plan.name),
      ),
    )
    .limit(1);
  if (existing.length > 0) return null;
  const access = plan.access ?? 'private';
  const [row] = await db
    .insert(swipefiles)
    .values({
      userId: ownerId,
      name: plan.name,
      description: plan.description,
      isDefault,
      accessLevel: access,
      // Issued like any other (share-tokens.ts): unguessable, and kept on re-seed because the row is.
      shareToken: access === 'link_only' ? newShareToken() : null,
      publicSlug: access === 'public' ? newPublicSlug(plan.name) : null,
    })
    .onConflictDoNothing()
    .returning({ id: swipefiles.id });
  return row?.id ?? null;
}

/** The plan's videos: those matching its topics or format (all when it names none), shuffled, `count` of them. */
function pickVideos(library: DemoVideo[], plan: DemoSwipefile, rng: () => number): DemoVideo[] {
  const matching = library.filter(
    (video) =>
      (!plan.topics && !plan.format) ||
      (plan.topics?.some((topic) => video.topics.includes(topic)) ?? false) ||
      (plan.format !== undefined && video.format === plan.format),
  );
  const pool = matching.length >= plan.count ? matching : library;
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as DemoVideo, shuffled[i] as DemoVideo];
  }
  return shuffled.slice(0, plan.count);
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}
