import { createHash } from 'node:crypto';
import { PLATFORMS } from '../../shared/contracts/video';
import {
  parseCount,
  parseDate,
  parseDbAnalysis,
  parseEngagementValue,
  parseFlag,
  parseJsonValue,
  parseNarrativeFramework,
  parseOutline,
  parseTagList,
  parseTextOverlays,
  resolveTagLists,
} from '../../shared/domain/analysis-fields';
import { isRecord, readText } from '../../shared/domain/json-value';
import { extractKeywords } from '../../shared/domain/keywords';
import type { VideoInsert } from '../db/schema';

const MAX_TEXT = 20_000;
const MAX_TRANSCRIPT = 200_000;
const MAX_URL = 2048;

/** The tag lists of a video by taxonomy, before names are matched to taxonomy entries. */
export interface VideoTags {
  topics: string[];
  concepts: string[];
  elements: string[];
  accountTypes: string[];
  format: string | null;
}

export interface NormalizedVideo {
  row: Omit<VideoInsert, 'contentHash' | 'tagKeys' | 'createdAt'> & { createdAt: Date | null };
  tags: VideoTags;
}

export type NormalizeResult = { ok: true; video: NormalizedVideo } | { ok: false; reason: string };

/**
 * Turns one import record (docs/product/video-data.md#field-shapes field names, any allowed shape) into a row, or says why not.
 * Only the id, platform and url are required; any other field that cannot be read is left empty.
 */
export function normalizeRecord(value: unknown): NormalizeResult {
  if (!isRecord(value)) return { ok: false, reason: 'a record must be a JSON object' };
  const id = typeof value.id === 'string' && /^\d+$/.test(value.id.trim()) ? Number(value.id) : value.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, reason: 'id must be a positive whole number' };
  }
  const platform = readText(value.platform)?.toLowerCase();
  if (!platform) return { ok: false, reason: 'platform is required' };
  if (!(PLATFORMS as readonly string[]).includes(platform)) {
    return { ok: false, reason: `platform '${platform}' is not one of ${PLATFORMS.join(', ')}` };
  }
  const url = readText(value.url);
  if (!url) return { ok: false, reason: 'url is required' };
  if (url.length > MAX_URL || !/^https?:\/\/[^\s]+$/i.test(url)) {
    return { ok: false, reason: 'url must be an http(s) address of at most 2048 characters' };
  }
  const tooLong = (['caption', 'overview', 'simple_description', 'hook_overview', 'payoff'] as const).find(
    (field) => (readText(value[field])?.length ?? 0) > MAX_TEXT,
  );
  if (tooLong) return { ok: false, reason: `${tooLong} is longer than ${MAX_TEXT} characters` };
  if ((readText(value.transcript)?.length ?? 0) > MAX_TRANSCRIPT) {
    return { ok: false, reason: `transcript is longer than ${MAX_TRANSCRIPT} characters` };
  }

  const lists = resolveTagLists(value);
  const dbAnalysis = parseDbAnalysis(value.db_analysis);
  const narrative = parseNarrativeFramework(value.narrative_framework_data);
  const caption = readText(value.caption);
  const row: NormalizedVideo['row'] = {
    id,
    platform,
    url,
    thumbnail: readText(value.thumbnail) ?? readText(value.thumbnail_url),
    caption,
    authorUsername: readText(value.author_username)?.replace(/^@+/, '') ?? null,
    simpleDescription: readText(value.simple_description),
    overview: readText(value.overview),
    simpleOutline: parseOutline(value.simple_outline),
    videoFormat: lists.format,
    views: parseCount(value.views),
    likes: parseCount(value.likes),
    comments: parseCount(value.comments),
    engagement: parseEngagementValue(value.engagement),
    postDate: parseDate(value.post_date),
    createdAt: parseDate(value.created_at),
    dbAnalysis: (dbAnalysis ? parseJsonValue(value.db_analysis) : null) ?? null,
    themes: parseTagList(value.themes),
    topics: lists.topics,
    concepts: lists.concepts,
    elements: lists.elements,
    accountTypes: lists.accountTypes,
    organizationalTags: parseTagList(value.organizational_tags),
    primaryTopic: readText(value.primary_topic),
    hookTitlePresent: parseFlag(value.hook_title_present),
    hookTitleContent: readText(value.hook_title_content),
    hookVerbalPresent: parseFlag(value.hook_verbal_present),
    hookVerbalContent: readText(value.hook_verbal_content),
    hookVisualPresent: parseFlag(value.hook_visual_present),
    hookVisualContent: readText(value.hook_visual_content),
    textOverlays: parseTextOverlays(value.text_overlays),
    hookOverview: readText(value.hook_overview),
    payoff: readText(value.payoff),
    narrativeFrameworkName: readText(value.narrative_framework_name),
    narrativeFrameworkCoreLogic: readText(value.narrative_framework_core_logic),
    narrativeFrameworkData: narrative,
    techniques: parseTagList(value.techniques),
    emotions: parseTagList(value.emotions),
    trends: parseTagList(value.trends),
    transcript: readText(value.transcript),
    keywords: extractKeywords(caption),
    hasAnalysis: false,
  };
  row.hasAnalysis = Boolean(
    row.simpleDescription ||
      row.overview ||
      row.hookTitleContent ||
      row.hookVerbalContent ||
      row.hookVisualContent ||
      row.hookOverview ||
      narrative ||
      dbAnalysis,
  );
  return {
    ok: true,
    video: {
      row,
      tags: {
        topics: lists.topics,
        concepts: lists.concepts,
        elements: lists.elements,
        accountTypes: lists.accountTypes,
        format: lists.format,
      },
    },
  };
}

/** Lower-cased names from every tag field (docs/decisions/0006-views.md): what `tag` and view filters match. */
export function tagKeysOf(
  row: Pick<
    VideoInsert,
    'topics' | 'concepts' | 'elements' | 'accountTypes' | 'organizationalTags' | 'videoFormat'
  >,
): string[] {
  const names = [
    ...(row.topics ?? []),
    ...(row.concepts ?? []),
    ...(row.elements ?? []),
    ...(row.accountTypes ?? []),
    ...(row.organizationalTags ?? []),
    ...(row.videoFormat ? [row.videoFormat] : []),
  ];
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

/** A stable hash of a row's content, so an identical re-import is recognised and skipped. */
export function contentHashOf(row: object): string {
  return createHash('sha256').update(JSON.stringify(row)).digest('base64url');
}
