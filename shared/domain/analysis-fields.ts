// Parsers for the analysis fields of a video (docs/product/video-data.md#field-shapes), one idea per file, gathered here.
export { parseJsonValue } from './json-value';
export { parseDate } from './parse-date';
export { type DbAnalysis, parseDbAnalysis, parseFormat } from './parse-db-analysis';
export { parseOutline, parseTagList } from './parse-list';
export {
  type MicroPatternStep,
  type NarrativeBeat,
  type NarrativeFramework,
  parseNarrativeFramework,
  type StructuralBreakdown,
} from './parse-narrative';
export { parseCount, parseEngagementValue, parseFlag } from './parse-scalars';
export {
  parseTextOverlays,
  TEXT_OVERLAY_DEFAULT_TIME,
  TEXT_OVERLAY_DEFAULT_TYPE,
  type TextOverlay,
} from './parse-text-overlays';
export { resolveTagLists, type TagLists } from './resolve-tag-lists';
