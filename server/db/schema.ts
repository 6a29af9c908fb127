import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OUTLIER_BASES, type OutlierBasis } from '../../shared/domain/outlier-score';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * The full-text document: what a signed-in reader searches. Weighted so a match in the description or
 * author outranks one buried in a transcript. Only immutable functions are allowed in a generated column.
 */
const SEARCH_DOCUMENT = sql`
  setweight(to_tsvector('english'::regconfig, coalesce(simple_description, '') || ' ' || coalesce(author_username, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(hook_title_content, '') || ' ' || coalesce(hook_verbal_content, '') || ' ' || coalesce(hook_visual_content, '') || ' ' || coalesce(overview, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce(transcript, '')), 'D')`;

/**
 * What a visitor's search matches (docs/decisions/0004-gated-fields-on-the-server.md): only fields a visitor may read — description, author,
 * overview, outline, tags and caption, never the hooks or the transcript, so a search cannot confirm
 * gated wording. `hookshelf_words` is an immutable array_to_string (migration 0004).
 */
const PUBLIC_SEARCH_DOCUMENT = sql`
  setweight(to_tsvector('english'::regconfig, coalesce(simple_description, '') || ' ' || coalesce(author_username, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(overview, '') || ' ' || hookshelf_words(simple_outline)), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(video_format, '') || ' ' || hookshelf_words(topics) || ' ' || hookshelf_words(concepts) || ' ' || hookshelf_words(elements) || ' ' || hookshelf_words(account_types) || ' ' || hookshelf_words(organizational_tags)), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C')`;

/**
 * What a search inside a swipefile reads (issue 15): the title/description, author, overview, caption, the
 * three hooks and every tag, lower-cased into one column. Testing this one column with LIKE costs a tenth of
 * building the same text from ten columns for each of up to 5,000 saved rows per request.
 */
const SWIPEFILE_SEARCH_TEXT = sql`lower(
  coalesce(simple_description, '') || ' ' || coalesce(author_username, '') || ' ' || coalesce(overview, '') || ' ' ||
  coalesce(caption, '') || ' ' || coalesce(hook_title_content, '') || ' ' || coalesce(hook_verbal_content, '') || ' ' ||
  coalesce(hook_visual_content, '') || ' ' || hookshelf_words(tag_keys))`;

/**
 * The md5 of what a video's embedding is made from (docs/decisions/0024-embeddings.md, issue 17): only fields a visitor may
 * read (embedding-store.ts EMBEDDING_SOURCE_COLUMNS), so one vector serves visitors and signed-in users and no
 * gated text enters it. Kept on the row, so an import or a retag that changes the text marks the vector stale
 * without anyone having to remember.
 */
const EMBEDDING_SOURCE_HASH = sql`md5(
  coalesce(simple_description, '') || chr(31) || coalesce(author_username, '') || chr(31) || coalesce(overview, '') || chr(31) ||
  hookshelf_words(simple_outline) || chr(31) || coalesce(caption, '') || chr(31) || coalesce(video_format, '') || chr(31) ||
  hookshelf_words(topics) || chr(31) || hookshelf_words(concepts) || chr(31) || hookshelf_words(elements) || chr(31) ||
  hookshelf_words(account_types) || chr(31) || hookshelf_words(organizational_tags))`;

/** An analysed video (docs/product/video-data.md#field-shapes), with tag lists normalised to text[] and structured analysis as jsonb. */
export const videos = pgTable(
  'videos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
    /** sha256 of the thumbnail's source image, when the import found it: the key of its thumbnail_variants. */
    thumbnailSource: text('thumbnail_source'),
    caption: text('caption'),
    authorUsername: text('author_username'),
    simpleDescription: text('simple_description'),
    overview: text('overview'),
    simpleOutline: textList('simple_outline'),
    /** The effective format: db_analysis.format.match, else the record's video_format. */
    videoFormat: text('video_format'),
    views: bigint('views', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    engagement: doublePrecision('engagement'),
    postDate: timestamp('post_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    dbAnalysis: jsonb('db_analysis'),
    themes: textList('themes'),
    topics: textList('topics'),
    concepts: textList('concepts'),
    elements: textList('elements'),
    accountTypes: textList('account_types'),
    organizationalTags: textList('organizational_tags'),
    primaryTopic: text('primary_topic'),
    hookTitlePresent: boolean('hook_title_present'),
    hookTitleContent: text('hook_title_content'),
    hookVerbalPresent: boolean('hook_verbal_present'),
    hookVerbalContent: text('hook_verbal_content'),
    hookVisualPresent: boolean('hook_visual_present'),
    hookVisualContent: text('hook_visual_content'),
    textOverlays: jsonb('text_overlays').notNull().default(sql`'[]'::jsonb`),
    hookOverview: text('hook_overview'),
    payoff: text('payoff'),
    narrativeFrameworkName: text('narrative_framework_name'),
    narrativeFrameworkCoreLogic: text('narrative_framework_core_logic'),
    narrativeFrameworkData: jsonb('narrative_framework_data'),
    techniques: textList('techniques'),
    emotions: textList('emotions'),
    trends: textList('trends'),
    transcript: text('transcript'),
    keywords: textList('keywords'),
    /** Lower-cased names from every tag field: what `tag` and view filters match against. */
    tagKeys: textList('tag_keys'),
    hasAnalysis: boolean('has_analysis').notNull().default(false),
    /** Hash of the normalised record: a re-import of identical content writes nothing. */
    contentHash: text('content_hash').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_DOCUMENT),
    publicSearchVector: tsvector('public_search_vector').generatedAlwaysAs(PUBLIC_SEARCH_DOCUMENT),
    swipefileSearchText: text('swipefile_search_text').generatedAlwaysAs(SWIPEFILE_SEARCH_TEXT),
    embeddingSourceHash: text('embedding_source_hash').generatedAlwaysAs(EMBEDDING_SOURCE_HASH),
  },
  (t) => [
    // NULLS FIRST matches the plain `ORDER BY created_at DESC, id DESC` the browse query uses; drizzle's
    // default NULLS LAST would make PostgreSQL sort the whole table instead of walking the index.
    index('videos_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The search index re-reads what changed since its last read (server/search/search-documents.ts).
    index('videos_updated_at_idx').on(t.updatedAt),
    // The browse sorts (Most viewed, Highest engagement): videos without the figure come last, and the id
    // breaks ties, so each page is a walk down one of these indexes.
    index('videos_most_viewed_idx').on(t.views.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('videos_engagement_idx').on(t.engagement.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('videos_platform_idx').on(t.platform),
    // The format filter, and each format's views for its median (db/outlier-scores.ts, index only).
    index('videos_format_idx').on(t.videoFormat, t.views),
    // An author's videos in order of views, with their format: what the outlier scores read of them
    // (db/outlier-scores.ts), from the index alone.
    index('videos_author_idx').on(t.authorUsername, t.views, t.id, t.videoFormat),
    index('videos_topics_idx').using('gin', t.topics),
    index('videos_concepts_idx').using('gin', t.concepts),
    index('videos_elements_idx').using('gin', t.elements),
    index('videos_account_types_idx').using('gin', t.accountTypes),
    index('videos_tag_keys_idx').using('gin', t.tagKeys),
    index('videos_search_idx').using('gin', t.searchVector),
    index('videos_public_search_idx').using('gin', t.publicSearchVector),
  ],
);

const taxonomyTable = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    structuralDescription: text('structural_description'),
    /** Videos carrying this name; kept current by every library write (see library-import/usage-counts.ts). */
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });

export const topics = taxonomyTable('topics');
export const concepts = taxonomyTable('concepts');
export const elements = taxonomyTable('elements');
export const formats = taxonomyTable('formats');
export const accountTypes = taxonomyTable('account_types');

export type TaxonomyTable = typeof topics;

/**
 * What a merge left behind (docs/decisions/0020-taxonomy-editing.md): the old name and slug of an entry merged into `target_id`.
 * The old slug's page redirects to the target's; `tag` and view filters naming the old name find the
 * target's videos; an import meeting the old name files it under the target. A later merge of the target
 * moves its aliases along, so an alias always points at a live entry.
 */
export const taxonomyAliases = pgTable(
  'taxonomy_aliases',
  {
    kind: text('kind').notNull(),
    oldName: text('old_name').notNull(),
    oldSlug: text('old_slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldSlug] }),
    uniqueIndex('taxonomy_aliases_name_idx').on(t.kind, sql`lower(${t.oldName})`),
    index('taxonomy_aliases_target_idx').on(t.kind, t.targetId),
  ],
);

/**
 * Who changed what and when (issue 16): taxonomy edits, merges and deletes, views, tier changes. Written in
 * the same transaction as the change it records; never updated. No foreign keys: history outlives users.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    /** The actor's address when the change was made (the account may be gone later). */
    actorEmail: text('actor_email'),
    /** What happened, as `area.verb`: 'taxonomy.update', 'taxonomy.merge', 'user.tier', … */
    action: text('action').notNull(),
    /** What it happened to: a taxonomy kind ('topics', …), 'view', 'user'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A readable name of the target at the time (its name, a user's address). */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/** A named public list of videos carrying any of its tags (docs/decisions/0006-views.md). */
export const views = pgTable('views', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  tagFilter: text('tag_filter').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sizes a thumbnail source image was converted to at import (issue 14), named by content hash so they
 * can be cached forever. Keyed by the source's hash: videos sharing an image share its variants.
 */
export const thumbnailVariants = pgTable(
  'thumbnail_variants',
  {
    sourceHash: text('source_hash').notNull(),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    filename: text('filename').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.format, t.width] })],
);

/**
 * Each video's outlier score (docs/decisions/0057-outlier-score.md), kept beside the video, not on it:
 * writing a videos row costs ~0.8 ms (its generated search columns and seven GIN indexes are written
 * again), and one import moves the scores of thousands of videos. Every video has a row once its score is
 * worked out, null when it has none; a video without a row is waiting for it (an import writes its videos
 * first and their scores after its last batch, db/outlier-scores.ts).
 */
export const videoOutlierScores = pgTable(
  'video_outlier_scores',
  {
    videoId: bigint('video_id', { mode: 'number' })
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Views ÷ the usual views (shared/domain/outlier-score.ts); null without views or a usual. */
    score: doublePrecision('score'),
    /** What the score was divided by; null exactly when the score is. */
    basis: text('basis').$type<OutlierBasis>(),
  },
  (t) => [
    check(
      'video_outlier_scores_basis',
      sql`${t.basis} IN (${sql.raw(OUTLIER_BASES.map((b) => `'${b}'`).join(', '))})`,
    ),
    check('video_outlier_scores_score_has_basis', sql`(${t.score} IS NULL) = (${t.basis} IS NULL)`),
  ],
);

export type VideoRow = typeof videos.$inferSelect;
export type VideoInsert = typeof videos.$inferInsert;

/**
 * One analytics event (docs/decisions/0021-analytics-events.md). The server stamps the time; nothing here comes from the client
 * unchecked. No foreign key on video_id: the history outlives a video that is removed.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    videoId: bigint('video_id', { mode: 'number' }),
    swipefileId: uuid('swipefile_id'),
    source: text('source'),
    query: text('query'),
    resultCount: integer('result_count'),
    path: text('path'),
    /** The signed-in sender, from the session — never from the body. No foreign key: history outlives users. */
    userId: uuid('user_id'),
    /**
     * A visitor's anonymous id: a random UUID the browser keeps (issue 16). The only thing an event holds
     * about a visitor; it counts daily active visitors and is never joined to anything else.
     */
    visitorId: uuid('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard reads events over time, overall and per type (top searches).
    index('events_created_at_idx').on(t.createdAt),
    index('events_type_created_at_idx').on(t.type, t.createdAt),
  ],
);

export type EventInsert = typeof events.$inferInsert;

/**
 * Daily rollups of `events` for COMPLETED UTC days (issue 16: the dashboard stays fast at millions of events).
 * One row per (day, metric, key): metric 'type' counts events per type; 'search' counts searches per
 * normalised query (zero_count: those that found nothing); 'view' and 'save' count per video id; 'visitors'
 * and 'users' (key '') hold the day's distinct actors. Written once per day by analytics/event-rollups.ts;
 * events arrive stamped with the server's now(), so a completed day never changes afterwards.
 */
export const eventDailyCounts = pgTable(
  'event_daily_counts',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    zeroCount: integer('zero_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.metric, t.key] }),
    index('event_daily_counts_metric_day_idx').on(t.metric, t.day),
  ],
);

/** The one-row marker of the rollups: every day up to and including `rolled_through` is in event_daily_counts. */
export const eventRollupState = pgTable('event_rollup_state', {
  id: integer('id').primaryKey(),
  rolledThrough: date('rolled_through').notNull(),
});

/**
 * The one-row record of the demo's invented usage (server/demo/seed-events.ts): the events up to
 * `seeded_through` were generated when the install first started, not recorded; the dashboard says so.
 */
export const demoEventSeed = pgTable('demo_event_seed', {
  id: integer('id').primaryKey(),
  seededThrough: timestamp('seeded_through', { withTimezone: true }).notNull(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** better-auth's user (server/auth/auth.ts); ids are UUIDs the database makes. */
export const users = pgTable('user', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Metadata role: 'admin' makes an admin (docs/decisions/0009-admins.md). Never settable by the user. */
  role: text('role'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A server-side session (docs/decisions/0011-codes-and-sessions.md): deleting the row ends it, whatever the browser holds. */
export const sessions = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

/** better-auth's linked sign-in methods (unused by e-mail codes, required by its adapter). */
export const accounts = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

/** Pending sign-in codes: `value` is the hashed code and the count of wrong tries. */
export const verifications = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** A user's site tier (docs/product/sign-in.md#admins), set by admins (docs/decisions/0015-payments.md); every user has one, basic at first. */
export const userTiers = pgTable(
  'user_tiers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull().default('basic'),
    subscriptionStatus: text('subscription_status'),
    subscriptionProvider: text('subscription_provider'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_tiers_tier_check', sql`${t.tier} in ('admin', 'premium', 'basic')`),
    index('user_tiers_tier_idx').on(t.tier),
  ],
);

/** When a sign-in code last went to an address: the 60-second resend timer, shared by every instance. */
export const signInCodeSends = pgTable('sign_in_code_sends', {
  email: text('email').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  /** The hour over which codes sent to this address are counted, and that count (the resend back-off). */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  sendsInWindow: integer('sends_in_window').notNull().default(1),
  /** The client that asked for the current code: checking it from there is the owner's (issue 8). */
  requestedByIp: text('requested_by_ip'),
});

/**
 * Fixed-window counters every app instance shares (per-IP and per-address limits): one row a key, its
 * count in the current window, when the window ends, and when it was last hit (growing waits start there).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * Addresses (client IPs) an account has signed in from: requests from them are the owner's, and an
 * attacker's failures against the account do not hold them up (issue 8: no lock-out by strangers).
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] })],
);

export type UserRow = typeof users.$inferSelect;
export type UserTierRow = typeof userTiers.$inferSelect;

/**
 * A user's named collection of videos (docs/product/sharing.md#access-levels, issue 15). Ids are random UUIDs, never sequential.
 * One default per user (docs/decisions/0016-default-swipefile.md). `share_token` lives only while access is link_only and
 * `public_slug` only while public (docs/decisions/0018-shared-links.md): turning either off clears it, so an old link is dead.
 */
export const swipefiles = pgTable(
  'swipefiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    accessLevel: text('access_level').notNull().default('private'),
    shareToken: text('share_token').unique(),
    publicSlug: text('public_slug').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('swipefiles_access_level_check', sql`${t.accessLevel} in ('private', 'link_only', 'public')`),
    check(
      'swipefiles_share_state_check',
      sql`(${t.accessLevel} = 'link_only') = (${t.shareToken} is not null) and (${t.accessLevel} = 'public') = (${t.publicSlug} is not null)`,
    ),
    index('swipefiles_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('swipefiles_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
export type SwipefileRow = typeof swipefiles.$inferSelect;

/** A video in a swipefile, with its notes; a video is in a swipefile at most once. */
export const savedVideos = pgTable(
  'saved_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    swipefileId: uuid('swipefile_id')
      .notNull()
      .references(() => swipefiles.id, { onDelete: 'cascade' }),
    videoId: bigint('video_id', { mode: 'number' })
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Who saved it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_videos_swipefile_video_idx').on(t.swipefileId, t.videoId),
    // A swipefile's page, newest first; keyset-friendly.
    index('saved_videos_swipefile_saved_at_idx').on(t.swipefileId, t.savedAt.desc(), t.id.desc()),
    // The save status of a page of cards: which of a user's saved rows hold these videos.
    index('saved_videos_user_video_idx').on(t.userId, t.videoId),
  ],
);
export type SavedVideoRow = typeof savedVideos.$inferSelect;

/**
 * Someone a swipefile is shared with (docs/decisions/0017-invitations.md): `accepted` with `user_id` set once the address has
 * an account — at once when it has one already, else when it first signs in — `pending` until then. One
 * row per address per swipefile. `seen_at` is when the invitee first saw the share (null: new to them).
 */
export const swipefileCollaborators = pgTable(
  'swipefile_collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    swipefileId: uuid('swipefile_id')
      .notNull()
      .references(() => swipefiles.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('viewer'),
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('swipefile_collaborators_role_check', sql`${t.role} in ('viewer', 'editor')`),
    check('swipefile_collaborators_status_check', sql`${t.status} in ('pending', 'accepted')`),
    uniqueIndex('swipefile_collaborators_address_idx').on(t.swipefileId, t.email),
    index('swipefile_collaborators_user_idx').on(t.userId),
    index('swipefile_collaborators_email_idx').on(t.email),
  ],
);
export type SwipefileCollaboratorRow = typeof swipefileCollaborators.$inferSelect;

/**
 * One vector per video (issue 17): unit-length float32, little-endian, from the video's public fields.
 * `text_hash` is the video's embedding_source_hash when it was embedded and `model` the provider's model:
 * a video whose hash or model differs is stale and embedded again.
 */
export const videoEmbeddings = pgTable(
  'video_embeddings',
  {
    videoId: bigint('video_id', { mode: 'number' })
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    dimension: integer('dimension').notNull(),
    textHash: text('text_hash').notNull(),
    vector: bytea('vector').notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('video_embeddings_vector_size', sql`octet_length(${t.vector}) = 4 * ${t.dimension}`),
    // The search index re-reads the vectors stored since its last read.
    index('video_embeddings_embedded_at_idx').on(t.embeddedAt),
  ],
);
export type VideoEmbeddingRow = typeof videoEmbeddings.$inferSelect;

/**
 * The one embedding job (docs/product/bot-admin-and-embeddings.md#embeddings), a single row: which instance holds it and until
 * when (a lease it renews while it works; an instance that died lets it lapse and another takes over), and
 * the progress the status call reports.
 */
export const embeddingJob = pgTable(
  'embedding_job',
  {
    id: integer('id').primaryKey(),
    state: text('state').notNull().default('idle'),
    holder: text('holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    message: text('message'),
    error: text('error'),
    model: text('model'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('embedding_job_single_row', sql`${t.id} = 1`),
    check('embedding_job_state', sql`${t.state} IN ('idle', 'running', 'complete', 'failed')`),
  ],
);

/**
 * Bot settings (issue 18, docs/product/bot-admin-and-embeddings.md#bot-configuration, docs/product/bot-admin-and-embeddings.md#chat-prompts): one row per key. Prompt keys are the
 * eight `*_PROMPT` keys; `config` holds the bot config object. A key with no row uses the built-in default,
 * so "reset to defaults" deletes rows and a new default text reaches every install that never edited it.
 */
export const botSettings = pgTable('bot_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A chat conversation (issue 18): kept per user on the server so it survives reloads and devices. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A chat message; the last 50 of a conversation are kept. `actions` and `video_ids` are what the answer
 * carried (validated before they were stored), so a reopened conversation shows its cards and actions again.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    actions: jsonb('actions').notNull().default(sql`'[]'::jsonb`),
    videoIds: bigint('video_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_role', sql`${t.role} IN ('user', 'assistant')`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * What a premium or admin user follows (docs/decisions/0058-follows.md): a taxonomy entry by name, a
 * creator by handle (lower-cased, no '@'), a view by slug, or a search's text with its browse filters in
 * their one form (shared/domain/follow-targets.ts; `{}` for every other kind). The unique index makes the
 * same thing one row: the value is compared without case, as the search and the handles are.
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    filters: jsonb('filters').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'follows_kind_check',
      sql`${t.kind} in ('topic', 'format', 'concept', 'element', 'account_type', 'creator', 'view', 'search')`,
    ),
    uniqueIndex('follows_same_thing_idx').on(t.userId, t.kind, sql`lower(${t.value})`, t.filters),
    // The notifications' fan-out reads the follows of the names a new video carries, across all users.
    index('follows_target_idx').on(t.kind, sql`lower(${t.value})`),
  ],
);
export type FollowRow = typeof follows.$inferSelect;

/**
 * A user's e-mail digest setting (docs/product/feed.md#digests, docs/decisions/0060-digest-outbox.md): no
 * row means off. `next_due_at` is when the next digest is due (null exactly when off); `last_sent_at` is
 * the end of the window the last digest covered, where the next one starts.
 */
export const digestSettings = pgTable(
  'digest_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('digest_settings_frequency', sql`${t.frequency} IN ('off', 'daily', 'weekly')`),
    check('digest_settings_due_when_on', sql`(${t.frequency} = 'off') = (${t.nextDueAt} IS NULL)`),
    // The scheduler reads the due digests, earliest first.
    index('digest_settings_due_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} IS NOT NULL`),
  ],
);
export type DigestSettingRow = typeof digestSettings.$inferSelect;

/**
 * Digests taken but not yet handed to the mailer (docs/decisions/0060-digest-outbox.md): written in the
 * transaction that moves the user's window on, deleted once the mailer has accepted the mail. `content`
 * holds the video ids of each section, not the mail, so a row stays small.
 */
export const digestOutbox = pgTable(
  'digest_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    content: jsonb('content').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A mail the mailer refused waits until then (the next run) before it is tried again. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [check('digest_outbox_frequency', sql`${t.frequency} IN ('daily', 'weekly')`)],
);

/** Where new videos come from: an import (the command line), the admin import call, a taxonomy merge. */
export const ARRIVAL_SOURCES = ['import', 'admin', 'merge'] as const;
export type ArrivalSource = (typeof ARRIVAL_SOURCES)[number];

/**
 * Videos that arrived in the library (docs/decisions/0059-notifications.md): written by an import batch in
 * the transaction that inserts its videos, and by a taxonomy merge for the videos it newly files under an
 * entry, so an arrival exists exactly when its videos do, whichever process wrote them. The notifications'
 * fan-out turns each into notifications and sets `done_at` in one transaction. `change_id` is the import
 * (every batch of one import shares it) or the merge; `merge` says, for a merge, which entry gained the
 * videos and which names they were filed under before.
 */
export const libraryArrivals = pgTable(
  'library_arrivals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    changeId: uuid('change_id').notNull(),
    source: text('source').$type<ArrivalSource>().notNull(),
    videoIds: bigint('video_ids', { mode: 'number' }).array().notNull(),
    merge: jsonb('merge'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'library_arrivals_source',
      sql`${t.source} IN (${sql.raw(ARRIVAL_SOURCES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('library_arrivals_pending_idx').on(t.id).where(sql`${t.doneAt} IS NULL`),
    index('library_arrivals_done_idx').on(t.doneAt),
  ],
);
export type LibraryArrivalRow = typeof libraryArrivals.$inferSelect;

/**
 * One notification per user and library change (docs/product/feed.md#notifications): the videos of one
 * import (or merge) that match what the user follows, however many batches it took. `video_ids` keeps the
 * first few (the list shows and opens them), `video_count` counts them all, `follows` counts them per
 * follow they matched, by the follow's short key ({key: count}; its label is in notification_follows).
 * A later batch of the same import adds to the row and makes it unread again.
 */
export const notifications = pgTable(
  'notifications',
  {
    /** What the API names it by; read only with the user's id, so the primary key serves it. */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id').notNull(),
    source: text('source').$type<ArrivalSource>().notNull(),
    videoCount: integer('video_count').notNull(),
    videoIds: bigint('video_ids', { mode: 'number' }).array().notNull(),
    follows: jsonb('follows').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // Two indexes only: a pass writes 10,000 rows at once, and each index costs every one of them. A user's
  // list reads their rows by the primary key and sorts them (90 days of imports: hundreds at most).
  (t) => [
    primaryKey({ columns: [t.userId, t.changeId] }),
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * What each follow a change's notifications count is called: one row per change and followed thing, shared
 * by all its followers. Kept apart from the notifications, whose rows then hold only counts: with the
 * labels in each of 10,000 rows, writing a pass's notifications took three times as long.
 */
export const notificationFollows = pgTable(
  'notification_follows',
  {
    changeId: uuid('change_id').notNull(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.changeId, t.key] }),
    index('notification_follows_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Background work one instance does at a time (the notifications' fan-out, the digest run): who holds it
 * and until when.
 * The holder renews the lease while it works; when it dies the lease lapses and another instance takes it.
 */
export const workerLeases = pgTable('worker_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});

/**
 * Each user's For you list as last worked out (docs/decisions/0064-for-you-lists-ahead.md): the ids and
 * their "why", best first. `inputs` is a hash of what it was worked out from (the user's saves and, in a
 * cold start, follows): a list whose inputs differ from the user's now is not answered. Derived, never the
 * source of truth: deleting every row loses only time.
 */
export const forYouLists = pgTable('for_you_lists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inputs: text('inputs').notNull(),
  list: jsonb('list').$type<{ id: number; why: string }[]>().notNull(),
  rankedAt: timestamp('ranked_at', { withTimezone: true }).notNull(),
});

/**
 * Users whose For you list is to be worked out again, earliest first. A trigger on saved_videos and follows
 * adds the users they change (migration 0022); a visit to a list of an earlier library adds its user. No
 * foreign key: a user deleted with their saves is added by that cascade, and the worker drops the row.
 */
export const forYouPending = pgTable(
  'for_you_pending',
  {
    userId: uuid('user_id').primaryKey(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('for_you_pending_since_idx').on(t.since)],
);

/** A cited video of a brief and why it is cited. */
export interface BriefVideoItem {
  video_id: number;
  why: string;
}
/** A hook variant, adapted from a cited video's hook (null: written by hand). */
export interface BriefHookItem {
  id: string;
  text: string;
  video_id: number | null;
  device: string;
}
export interface BriefBeatItem {
  id: string;
  name: string;
  description: string;
  video_id: number | null;
}
export interface BriefShotItem {
  id: string;
  description: string;
  on_screen_text: string;
  duration_s: number | null;
}

/**
 * A brief (issue 34, docs/decisions/0065-briefs.md): the plan for a video, one document. Its lists are
 * JSON (a brief is read and saved whole, at most 20 + 10 + 30 + 50 items); each hook, beat and shot
 * carries its own id so comments stay on it when the list is reordered. `revision` goes up with each
 * saved change, so an editor saving over someone else's change is told instead. Sharing is a swipefile's:
 * `share_token` only while link_only, `public_slug` only while public.
 */
export const briefs = pgTable(
  'briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    goal: text('goal').notNull().default(''),
    audience: text('audience').notNull().default(''),
    brandName: text('brand_name').notNull().default(''),
    brandLine: text('brand_line').notNull().default(''),
    platform: text('platform').notNull().default('both'),
    videos: jsonb('videos').$type<BriefVideoItem[]>().notNull().default([]),
    hooks: jsonb('hooks').$type<BriefHookItem[]>().notNull().default([]),
    beats: jsonb('beats').$type<BriefBeatItem[]>().notNull().default([]),
    shots: jsonb('shots').$type<BriefShotItem[]>().notNull().default([]),
    cta: text('cta').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** What the draft was made from, in words ("the swipefile Hooks that work"); null when written by hand. */
    draftedFrom: text('drafted_from'),
    revision: integer('revision').notNull().default(1),
    accessLevel: text('access_level').notNull().default('private'),
    shareToken: text('share_token').unique(),
    publicSlug: text('public_slug').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('briefs_access_level_check', sql`${t.accessLevel} in ('private', 'link_only', 'public')`),
    check('briefs_platform_check', sql`${t.platform} in ('instagram', 'tiktok', 'both')`),
    check(
      'briefs_share_state_check',
      sql`(${t.accessLevel} = 'link_only') = (${t.shareToken} is not null) and (${t.accessLevel} = 'public') = (${t.publicSlug} is not null)`,
    ),
    index('briefs_user_idx').on(t.userId, t.updatedAt),
  ],
);
export type BriefRow = typeof briefs.$inferSelect;

/** Someone a brief is shared with: a swipefile collaborator's twin (docs/decisions/0017-invitations.md). */
export const briefCollaborators = pgTable(
  'brief_collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('viewer'),
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('brief_collaborators_role_check', sql`${t.role} in ('viewer', 'editor')`),
    check('brief_collaborators_status_check', sql`${t.status} in ('pending', 'accepted')`),
    uniqueIndex('brief_collaborators_address_idx').on(t.briefId, t.email),
    index('brief_collaborators_user_idx').on(t.userId),
    index('brief_collaborators_email_idx').on(t.email),
  ],
);
export type BriefCollaboratorRow = typeof briefCollaborators.$inferSelect;

/**
 * A comment on a brief (on the whole, or on one hook, beat, shot or cited video) or on a saved video of a
 * swipefile. `anchor_item` names what it is on: a list item's id, or a cited video's id as text. Exactly
 * one of `brief_id` and `swipefile_id` is set; a swipefile's comments are on a saved video.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id').references(() => briefs.id, { onDelete: 'cascade' }),
    swipefileId: uuid('swipefile_id').references(() => swipefiles.id, { onDelete: 'cascade' }),
    savedVideoId: uuid('saved_video_id').references(() => savedVideos.id, { onDelete: 'cascade' }),
    anchorKind: text('anchor_kind').notNull(),
    anchorItem: text('anchor_item'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('comments_one_parent_check', sql`(${t.briefId} is null) <> (${t.swipefileId} is null)`),
    check(
      'comments_anchor_kind_check',
      sql`${t.anchorKind} in ('brief', 'hook', 'beat', 'shot', 'video', 'saved_video')`,
    ),
    check(
      'comments_saved_video_check',
      sql`(${t.anchorKind} = 'saved_video') = (${t.savedVideoId} is not null) and (${t.savedVideoId} is null or ${t.swipefileId} is not null)`,
    ),
    index('comments_brief_idx').on(t.briefId, t.createdAt),
    index('comments_swipefile_idx').on(t.swipefileId, t.createdAt),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

/** When a user last read a brief's comments: what came after, by others, is unread. */
export const briefReads = pgTable(
  'brief_reads',
  {
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.userId] })],
);
