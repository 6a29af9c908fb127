import { isRecord, parseJsonValue, readText } from './json-value';

// docs/product/video-detail.md#analysis-sections: shown when an overlay entry has no type or no time appearance.
export const TEXT_OVERLAY_DEFAULT_TYPE = 'Text Overlay';
export const TEXT_OVERLAY_DEFAULT_TIME = 'Duration: Throughout';

export interface TextOverlay {
  type: string | null;
  timeAppearance: string | null;
  text: string;
}

/** Reads text_overlays from a list or its JSON text, dropping entries without text (docs/product/video-data.md#the-video-record). */
export function parseTextOverlays(value: unknown): TextOverlay[] {
  // docs/product/video-data.md#the-video-record: text_overlays is a list or JSON text of {type, timeAppearance, text}.
  const parsed = parseJsonValue(value);
  // Plain text that is not JSON is not a list of overlays, so it is treated as absent.
  const items = Array.isArray(parsed) ? parsed : isRecord(parsed) ? [parsed] : [];
  const overlays: TextOverlay[] = [];
  for (const item of items) {
    const overlay = toOverlay(item);
    if (overlay) overlays.push(overlay);
  }
  return overlays;
}

function toOverlay(item: unknown): TextOverlay | null {
  // A bare string is an overlay whose type and time are unknown.
  if (typeof item === 'string') {
    const text = readText(item);
    return text === null ? null : { type: null, timeAppearance: null, text };
  }
  if (!isRecord(item)) return null;
  const text = readText(item.text);
  if (text === null) return null;
  return {
    type: readText(item.type),
    timeAppearance: readText(item.timeAppearance) ?? readText(item.time_appearance),
    text,
  };
}
