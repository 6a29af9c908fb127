import { describe, expect, it } from 'vitest';
import { buildDemoRecords } from './demo-library';

// docs/product/video-data.md#field-shapes allows several shapes per field; the demo library must show each of them at least once.

const records = buildDemoRecords();
const analysed = records.filter((r) => r.overview !== undefined);

type Shape =
  | 'missing'
  | 'array'
  | 'object'
  | 'json-array'
  | 'json-object'
  | 'broken-json'
  | 'text'
  | 'number'
  | 'boolean';

function shapeOf(value: unknown): Shape {
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object' && value !== null) return 'object';
  const text = String(value).trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return 'text';
  try {
    return Array.isArray(JSON.parse(text)) ? 'json-array' : 'json-object';
  } catch {
    return 'broken-json';
  }
}

function shapes(field: string, from = analysed): Set<Shape> {
  return new Set(from.map((r) => shapeOf(r[field])));
}

function parsed(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

describe('demo field shapes', () => {
  it('writes simple_outline as an array, JSON text and newline-separated text', () => {
    expect(shapes('simple_outline')).toEqual(new Set(['array', 'json-array', 'text']));
    const lines = analysed.filter((r) => shapeOf(r.simple_outline) === 'text');
    expect(lines.every((r) => String(r.simple_outline).split('\n').length >= 4)).toBe(true);
  });

  it.each([
    'themes',
    'concepts',
    'elements',
    'account_types',
    'organizational_tags',
    'techniques',
    'emotions',
    'trends',
  ])('writes %s as an array, JSON text and comma-separated text', (field) => {
    expect(shapes(field)).toEqual(new Set(['array', 'json-array', 'text']));
  });

  it('writes db_analysis as an object, JSON text, missing, and unparseable on exactly two records', () => {
    expect(shapes('db_analysis')).toEqual(new Set(['object', 'json-object', 'missing', 'broken-json']));
    expect(analysed.filter((r) => shapeOf(r.db_analysis) === 'broken-json')).toHaveLength(2);
    const objects = analysed.filter((r) => ['object', 'json-object'].includes(shapeOf(r.db_analysis)));
    expect(objects.length / analysed.length).toBeGreaterThan(0.6);
    for (const record of objects) {
      const db = parsed(record.db_analysis) as Record<string, unknown>;
      for (const list of ['topics', 'concepts', 'elements', 'accountTypes']) {
        expect((db[list] as { match: string }[]).every((item) => typeof item.match === 'string')).toBe(true);
      }
      expect((db.format as { match: string }).match).toBe(record.video_format);
    }
  });

  it('writes text_overlays as a list and JSON text, with entries missing a type or a time', () => {
    expect(shapes('text_overlays')).toEqual(new Set(['array', 'json-array', 'missing']));
    const entries = analysed.flatMap((r) =>
      r.text_overlays === undefined ? [] : (parsed(r.text_overlays) as Record<string, unknown>[]),
    );
    expect(analysed.some((r) => Array.isArray(r.text_overlays) && r.text_overlays.length === 0)).toBe(true);
    expect(entries.every((e) => typeof e.text === 'string' && e.text !== '')).toBe(true);
    expect(entries.some((e) => e.type === undefined && e.timeAppearance !== undefined)).toBe(true);
    expect(entries.some((e) => e.type !== undefined && e.timeAppearance === undefined)).toBe(true);
    expect(entries.some((e) => e.type === undefined && e.timeAppearance === undefined)).toBe(true);
  });

  it('writes narrative_framework_data as an object and JSON text, some with top-level hook, beats and payoff', () => {
    expect(shapes('narrative_framework_data')).toEqual(new Set(['object', 'json-object']));
    const frameworks = analysed.map((r) => parsed(r.narrative_framework_data) as Record<string, unknown>);
    for (const framework of frameworks) {
      expect(typeof framework.frameworkType).toBe('string');
      expect(Array.isArray(framework.simpleOutline)).toBe(true);
      expect(typeof framework.repeatingMicroPattern).toBe('string');
      const steps = framework.microPatternSteps as { step: number; name: string }[];
      expect(steps.map((s) => s.step)).toEqual(steps.map((_, i) => i + 1));
    }
    const nested = frameworks.filter((f) => f.structuralBreakdown !== undefined);
    const topLevel = frameworks.filter((f) => f.structuralBreakdown === undefined);
    expect(nested.length).toBeGreaterThan(topLevel.length);
    expect(topLevel.length).toBeGreaterThan(5);
    expect(topLevel.every((f) => Array.isArray(f.beats))).toBe(true);
    const beats = frameworks.flatMap(
      (f) => ((f.structuralBreakdown as Record<string, unknown> | undefined)?.beats ?? f.beats) as object[],
    );
    expect(beats.some((b) => !('name' in b))).toBe(true);
  });

  it('writes engagement as a fraction, a percent number and text', () => {
    const values = records.map((r) => r.engagement);
    const fractions = values.filter((v) => typeof v === 'number' && v < 1);
    expect(fractions.length / values.length).toBeGreaterThan(0.7);
    expect(values.some((v) => typeof v === 'number' && v >= 1)).toBe(true);
    expect(values.some((v) => typeof v === 'string' && !v.endsWith('%'))).toBe(true);
    expect(values.some((v) => typeof v === 'string' && v.endsWith('%'))).toBe(true);
  });

  it('writes counts mostly as numbers and a few as numeric text', () => {
    for (const field of ['views', 'likes', 'comments']) {
      const text = records.filter((r) => typeof r[field] === 'string');
      expect(text.length, field).toBeGreaterThan(0);
      expect(text.length, field).toBeLessThan(records.length / 10);
      expect(text.every((r) => /^\d+$/.test(String(r[field])))).toBe(true);
    }
  });

  it('writes hook flags as booleans and as text', () => {
    for (const field of ['hook_title_present', 'hook_verbal_present', 'hook_visual_present']) {
      expect(shapes(field)).toEqual(new Set(['boolean', 'text']));
      const text = analysed.filter((r) => typeof r[field] === 'string');
      expect(text.every((r) => r[field] === 'true' || r[field] === 'false')).toBe(true);
    }
  });

  it('writes post_date as ISO timestamps and date-only text', () => {
    const dates = records.map((r) => String(r.post_date));
    expect(dates.some((d) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(d))).toBe(true);
    expect(dates.some((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });

  it('writes missing thumbnails as an absent key, null and empty text', () => {
    const without = records.filter((r) => !r.thumbnail && !r.thumbnail_url);
    expect(without.some((r) => !('thumbnail' in r))).toBe(true);
    expect(without.some((r) => r.thumbnail === null)).toBe(true);
    expect(without.some((r) => r.thumbnail === '')).toBe(true);
  });
});
