// docs/product/video-data.md#field-shapes: analysis fields arrive either as values or as JSON text of those values.
// docs/product/errors.md#quiet-failures: unparseable analysis JSON is ignored, so a failed parse reads as "absent".

/** Parses text that looks like JSON (starts with "{" or "["); other values pass through unchanged. */
export function parseJsonValue(value: unknown): unknown {
  if (typeof value !== 'string' || !looksLikeJson(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** True when text starts with "{" or "[" and so is meant as JSON. */
export function looksLikeJson(text: string): boolean {
  const start = text.trimStart()[0];
  return start === '{' || start === '[';
}

/** Returns a plain object given an object or its JSON text; anything else gives null. */
export function parseJsonRecord(value: unknown): Record<string, unknown> | null {
  const parsed = parseJsonValue(value);
  return isRecord(parsed) ? parsed : null;
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns trimmed text, or null for blanks and non-strings. */
export function readText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}
