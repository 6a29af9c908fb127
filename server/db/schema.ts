import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * The full-text document: what a visitor searches for. Weighted so a match in the description or
 * author outranks one buried in a transcript. Only immutable functions are allowed in a generated column.
 */
const SEARCH_DOCUMENT = sql`
  setweight(to_tsvector('english'::regconfig, coalesce(simple_description, '') || ' ' || coalesce(author_username, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(hook_title_content, '') || ' ' || coalesce(hook_verbal_content, '') || ' ' || coalesce(hook_visual_content, '') || ' ' || coalesce(overview, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C') ||
  setweight(to_tsvector('english'::regconfig, coalesce(transcript, '')), 'D')`;

/** An analysed video (spec 000 §3), with tag lists normalised to text[] and structured analysis as jsonb. */
export const videos = pgTable(
  'videos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
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
  },
  (t) => [
    // NULLS FIRST matches the plain `ORDER BY created_at DESC, id DESC` the browse query uses; drizzle's
    // default NULLS LAST would make PostgreSQL sort the whole table instead of walking the index.
    index('videos_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('videos_platform_idx').on(t.platform),
    index('videos_format_idx').on(t.videoFormat),
    index('videos_topics_idx').using('gin', t.topics),
    index('videos_concepts_idx').using('gin', t.concepts),
    index('videos_elements_idx').using('gin', t.elements),
    index('videos_account_types_idx').using('gin', t.accountTypes),
    index('videos_tag_keys_idx').using('gin', t.tagKeys),
    index('videos_search_idx').using('gin', t.searchVector),
  ],
);

const taxonomyTable = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    structuralDescription: text('structural_description'),
    /** Videos carrying this name; kept current by every library write (see library-counts.ts). */
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

/** A named public list of videos carrying any of its tags (DECISIONS.md 6). */
export const views = pgTable('views', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  tagFilter: text('tag_filter').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VideoRow = typeof videos.$inferSelect;
export type VideoInsert = typeof videos.$inferInsert;

/**
 * One analytics event (DECISIONS.md 21). The server stamps the time; nothing here comes from the client
 * unchecked. No foreign key on video_id: the history outlives a video that is removed.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    videoId: bigint('video_id', { mode: 'number' }),
    swipefileId: bigint('swipefile_id', { mode: 'number' }),
    source: text('source'),
    query: text('query'),
    resultCount: integer('result_count'),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard reads events over time, overall and per type (top searches).
    index('events_created_at_idx').on(t.createdAt),
    index('events_type_created_at_idx').on(t.type, t.createdAt),
  ],
);

export type EventInsert = typeof events.$inferInsert;
