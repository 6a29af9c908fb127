import type { RecordPlan } from './plan';
import { createRng, mixSeed, type Rng } from './prng';
import {
  emotions,
  narrativeData,
  organizationalTags,
  techniques,
  textOverlays,
  trends,
} from './record-analysis';
import { caption, hookOverview, outline, overview, simpleDescription, transcript } from './record-content';
import { draftVideo, type VideoDraft } from './record-draft';
import {
  encodeCount,
  encodeEngagement,
  encodeFlag,
  encodeList,
  encodeOutline,
  encodePostDate,
  maybeJsonText,
  pickListShape,
} from './record-shapes';

const RECORD_SEED = 0x0ddba11;
// The public prose draws from a stream of its own, so its wording never shifts the record's other draws.
const PROSE_SEED = 0x9ab1e;
// Two broken db_analysis texts: cut off mid-list, as a truncated upstream export would be.
const BROKEN_DB_ANALYSIS = [
  '{"topics": [',
  '{"format": {"match": "Listicle"}, "concepts": [{"match": "Quick',
];

/**
 * Builds one import record (docs/product/video-data.md#the-video-record field names) for a planned video. `ideaFormats` holds the formats
 * the record's idea was already shot in; the one chosen here is added to it.
 */
export function buildRecord(plan: RecordPlan, ideaFormats: Set<string> = new Set()): Record<string, unknown> {
  // Each record has its own generator, so changing one record's content never shifts another's.
  const rng = createRng(mixSeed(RECORD_SEED, plan.id));
  const prose = createRng(mixSeed(PROSE_SEED, plan.id));
  const draft = draftVideo(plan, rng, ideaFormats);
  ideaFormats.add(draft.format.name);
  const countsAsText = rng.chance(0.03);
  const record: Record<string, unknown> = {
    id: plan.id,
    platform: plan.platform,
    url: draft.url,
    ...thumbnailField(plan),
    caption: caption(draft, rng, prose),
    author_username: draft.creator.handle,
  };
  const counts = {
    views: encodeCount(draft.views, countsAsText),
    likes: encodeCount(draft.likes, countsAsText),
    comments: encodeCount(draft.comments, countsAsText),
    engagement: encodeEngagement((draft.likes + draft.comments) / draft.views, rng),
    post_date: encodePostDate(draft.postMs, rng.chance(0.15)),
    created_at: new Date(draft.createdMs).toISOString(),
  };
  if (!plan.analysed) return { ...record, ...counts };
  return { ...record, ...analysisFields(plan, draft, rng, prose, counts) };
}

function thumbnailField(plan: RecordPlan): Record<string, unknown> {
  const { thumbnail } = plan;
  const filename = `demo-${plan.id}.png`;
  if (thumbnail.kind === 'file' || thumbnail.kind === 'broken') return { [thumbnail.key]: filename };
  if (thumbnail.value === 'null') return { thumbnail: null };
  if (thumbnail.value === 'empty') return { thumbnail: '' };
  return {};
}

function analysisFields(
  plan: RecordPlan,
  draft: VideoDraft,
  rng: Rng,
  prose: Rng,
  counts: Record<string, unknown>,
): Record<string, unknown> {
  const withCallToAction = rng.chance(0.7);
  const flagsAsText = rng.chance(0.12);
  const { title, verbal, visual } = draft.hooks;
  const list = (items: string[]) => encodeList(items, pickListShape(rng));
  const fields: Record<string, unknown> = {
    simple_description: plan.emptyDescription ? '' : simpleDescription(draft, rng),
    overview: overview(draft, withCallToAction, rng, prose),
    simple_outline: encodeOutline(outline(draft, withCallToAction, prose), rng),
    video_format: draft.format.name,
    ...counts,
  };
  const db = dbAnalysis(plan, draft, rng);
  if (db !== undefined) fields.db_analysis = db;
  Object.assign(fields, {
    themes: list(draft.topics),
    concepts: list(draft.concepts),
    elements: list(draft.elements),
    account_types: list(draft.accountTypes),
    organizational_tags: list(organizationalTags(draft, rng)),
    primary_topic: draft.topics[0],
    hook_title_present: encodeFlag(title !== null, flagsAsText),
    hook_title_content: title ?? '',
    hook_verbal_present: encodeFlag(verbal !== null, flagsAsText),
    hook_verbal_content: verbal ?? '',
    hook_visual_present: encodeFlag(visual !== null, flagsAsText),
    hook_visual_content: visual ?? '',
  });
  const overlays = overlayField(draft, rng);
  if (overlays !== undefined) fields.text_overlays = overlays;
  Object.assign(fields, {
    hook_overview: hookOverview(draft, rng),
    payoff: draft.idea.payoff,
    narrative_framework_name: draft.framework.name,
    narrative_framework_core_logic: draft.framework.coreLogic,
    narrative_framework_data: maybeJsonText(narrativeData(draft, rng), rng, 0.3),
    techniques: list(techniques(draft, rng)),
    emotions: list(emotions(draft, rng)),
    trends: list(trends(rng)),
    transcript: transcript(draft, rng),
  });
  return fields;
}

// Mostly an object, some JSON text, some missing (the tag fields then carry the lists), two unparseable.
function dbAnalysis(plan: RecordPlan, draft: VideoDraft, rng: Rng): unknown {
  if (plan.brokenDbAnalysis !== null)
    return BROKEN_DB_ANALYSIS[plan.brokenDbAnalysis % BROKEN_DB_ANALYSIS.length];
  const roll = rng.next();
  if (roll < 0.15) return undefined;
  const matches = (names: string[]) => names.map((match) => ({ match }));
  const analysis = {
    topics: matches(draft.topics),
    concepts: matches(draft.concepts),
    elements: matches(draft.elements),
    accountTypes: matches(draft.accountTypes),
    format: { match: draft.format.name },
  };
  return roll < 0.3 ? JSON.stringify(analysis) : analysis;
}

// Mostly a list, often JSON text, occasionally missing or empty so the zero-count panel shows.
function overlayField(draft: VideoDraft, rng: Rng): unknown {
  const overlays = textOverlays(draft, rng);
  const roll = rng.next();
  if (roll < 0.05) return undefined;
  if (roll < 0.1) return [];
  return roll < 0.45 ? JSON.stringify(overlays) : overlays;
}
