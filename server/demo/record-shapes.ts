import type { Rng } from './prng';

// docs/product/video-data.md#field-shapes lets most analysis fields arrive in several shapes; the demo spreads them across records
// so the importer and every screen are exercised by real data.

export type ListShape = 'array' | 'json' | 'comma';

/** Picks how a tag list is written: mostly arrays, the rest JSON text or comma-separated text. */
export function pickListShape(rng: Rng): ListShape {
  const roll = rng.next();
  return roll < 0.6 ? 'array' : roll < 0.8 ? 'json' : 'comma';
}

/** Writes a tag list in the given shape. */
export function encodeList(items: string[], shape: ListShape): string[] | string {
  if (shape === 'json') return JSON.stringify(items);
  if (shape === 'comma') return items.join(', ');
  return [...items];
}

/** Writes an outline as an array, JSON text or newline-separated text. */
export function encodeOutline(steps: string[], rng: Rng): string[] | string {
  const roll = rng.next();
  if (roll < 0.5) return [...steps];
  return roll < 0.75 ? JSON.stringify(steps) : steps.join('\n');
}

/** Writes an object as itself or, on some records, as JSON text. */
export function maybeJsonText<T>(value: T, rng: Rng, jsonShare: number): T | string {
  return rng.chance(jsonShare) ? JSON.stringify(value) : value;
}

/** Engagement: mostly a fraction, sometimes a percent number, a few as text. */
export function encodeEngagement(fraction: number, rng: Rng): number | string {
  const roll = rng.next();
  if (roll < 0.82) return Math.round(fraction * 10_000) / 10_000;
  if (roll < 0.965) return Math.round(fraction * 1000) / 10;
  if (roll < 0.9825) return (Math.round(fraction * 10_000) / 10_000).toString();
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/** A count as a number, or on a few records as numeric text. */
export function encodeCount(count: number, asText: boolean): number | string {
  return asText ? String(count) : count;
}

/** A hook flag as a boolean, or on some records as 'true'/'false' text. */
export function encodeFlag(present: boolean, asText: boolean): boolean | string {
  return asText ? String(present) : present;
}

/** A post date as an ISO timestamp, or on some records as date-only text. */
export function encodePostDate(ms: number, dateOnly: boolean): string {
  const iso = new Date(ms).toISOString();
  return dateOnly ? iso.slice(0, 10) : iso;
}
