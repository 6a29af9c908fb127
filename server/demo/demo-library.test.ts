import { describe, expect, it } from 'vitest';
import { parseDbAnalysis, parseFormat, parseTagList } from '../../shared/domain/analysis-fields';
import { slugify } from '../../shared/domain/slug';
import { normalizeRecord } from '../library-import/normalize-record';
import {
  buildDemoRecords,
  buildDemoTaxonomies,
  type DemoTaxonomyEntry,
  demoThumbnails,
} from './demo-library';
import { wordCount } from './text';

const records = buildDemoRecords();
const taxonomies = buildDemoTaxonomies();
const analysed = records.filter((r) => r.overview !== undefined);
const thumbnailOf = (r: Record<string, unknown>) => (r.thumbnail || r.thumbnail_url || null) as string | null;

describe('demo library', () => {
  it('is deterministic', () => {
    expect(buildDemoRecords()).toEqual(records);
    expect(buildDemoTaxonomies()).toEqual(taxonomies);
    expect(demoThumbnails()).toEqual(demoThumbnails());
  });

  it('has at least 340 records with consecutive ids from 1001 and a 55/45 platform split', () => {
    expect(records.length).toBeGreaterThanOrEqual(340);
    expect(records.map((r) => r.id)).toEqual(records.map((_, i) => 1001 + i));
    const instagram = records.filter((r) => r.platform === 'instagram').length;
    expect(instagram / records.length).toBeGreaterThan(0.52);
    expect(instagram / records.length).toBeLessThan(0.58);
    expect(records.every((r) => r.platform === 'instagram' || r.platform === 'tiktok')).toBe(true);
  });

  it('leaves about a third without a thumbnail and references five missing files (stored without an image)', () => {
    const without = records.filter((r) => thumbnailOf(r) === null);
    expect(Math.abs(without.length - records.length / 3)).toBeLessThanOrEqual(1);
    const onDisk = new Set(demoThumbnails().map((t) => t.filename));
    const referenced = records.map(thumbnailOf).filter((t): t is string => t !== null);
    expect(referenced.every((name) => /^demo-\d{4}\.png$/.test(name))).toBe(true);
    expect(referenced.filter((name) => !onDisk.has(name))).toHaveLength(5);
    expect([...onDisk].every((name) => referenced.includes(name))).toBe(true);
    expect(records.filter((r) => typeof r.thumbnail_url === 'string').length).toBeGreaterThan(2);
    expect(new Set(demoThumbnails().map((t) => t.seed)).size).toBe(onDisk.size);
  });

  it('has exactly six records without analysis, carrying only the basic fields', () => {
    const bare = records.filter((r) => r.overview === undefined);
    expect(bare).toHaveLength(6);
    const analysisKeys = [
      'simple_description',
      'simple_outline',
      'video_format',
      'db_analysis',
      'themes',
      'concepts',
    ];
    const moreKeys = [
      'hook_title_present',
      'hook_overview',
      'narrative_framework_data',
      'transcript',
      'elements',
    ];
    for (const record of bare) {
      for (const key of [
        'id',
        'platform',
        'url',
        'author_username',
        'caption',
        'views',
        'likes',
        'comments',
      ]) {
        expect(record[key], key).toBeDefined();
      }
      expect(record.post_date).toBeDefined();
      for (const key of [...analysisKeys, ...moreKeys]) expect(record[key], key).toBeUndefined();
    }
  });

  it('passes the importer: every record normalizes, six of them without analysis', () => {
    const results = records.map((r) => normalizeRecord(r));
    expect(results.every((r) => r.ok)).toBe(true);
    const withoutAnalysis = results.filter((r) => r.ok && !r.video.row.hasAnalysis);
    expect(withoutAnalysis).toHaveLength(6);
  });

  it('uses platform urls, except for three records on another domain', () => {
    const instagramUrl = /^https:\/\/www\.instagram\.com\/reel\/[A-Za-z0-9_-]{11}\/$/;
    const tiktokUrl = /^https:\/\/www\.tiktok\.com\/@([a-z0-9._]+)\/video\/(\d{19})$/;
    const offDomain = records.filter((r) => !String(r.url).includes(`${r.platform}.com`));
    expect(offDomain).toHaveLength(3);
    expect(new Set(offDomain.map((r) => r.platform))).toEqual(new Set(['instagram', 'tiktok']));
    for (const record of records.filter((r) => !offDomain.includes(r))) {
      const url = String(record.url);
      if (record.platform === 'instagram') expect(url).toMatch(instagramUrl);
      else expect(tiktokUrl.exec(url)?.[1]).toBe(record.author_username);
    }
    expect(new Set(records.map((r) => r.url)).size).toBe(records.length);
    expect(records.every((r) => /^[a-z0-9._]+$/.test(String(r.author_username)))).toBe(true);
  });

  it('tags videos only with taxonomy names, in realistic numbers per video', () => {
    const names = (entries: { name: string }[]) => new Set(entries.map((e) => e.name));
    const known = {
      topics: names(taxonomies.topics),
      concepts: names(taxonomies.concepts),
      elements: names(taxonomies.elements),
      accountTypes: names(taxonomies.accountTypes),
      formats: names(taxonomies.formats),
    };
    for (const record of analysed) {
      const lists = {
        topics: parseTagList(record.themes),
        concepts: parseTagList(record.concepts),
        elements: parseTagList(record.elements),
        accountTypes: parseTagList(record.account_types),
      };
      expect(lists.topics.length).toBeGreaterThanOrEqual(1);
      expect(lists.topics.length).toBeLessThanOrEqual(3);
      expect(lists.concepts.length).toBeGreaterThanOrEqual(1);
      expect(lists.concepts.length).toBeLessThanOrEqual(4);
      expect(lists.elements.length).toBeGreaterThanOrEqual(1);
      expect(lists.elements.length).toBeLessThanOrEqual(5);
      expect(lists.accountTypes.length).toBeGreaterThanOrEqual(1);
      expect(lists.accountTypes.length).toBeLessThanOrEqual(2);
      for (const [kind, list] of Object.entries(lists)) {
        for (const name of list)
          expect(known[kind as keyof typeof known].has(name), `${kind}: ${name}`).toBe(true);
      }
      expect(known.formats.has(parseFormat(record.video_format) ?? '')).toBe(true);
      expect(record.primary_topic).toBe(lists.topics[0]);
      const db = parseDbAnalysis(record.db_analysis);
      if (db) expect(db).toEqual({ ...lists, format: record.video_format });
    }
  });

  it('uses every taxonomy entry, with uneven popularity', () => {
    const counts = new Map<string, number>();
    for (const record of analysed) {
      const names = [record.themes, record.concepts, record.elements, record.account_types].flatMap(
        parseTagList,
      );
      for (const name of [...names, String(record.video_format)])
        counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const all = Object.values(taxonomies).flat();
    for (const entry of all) expect(counts.get(entry.name) ?? 0, entry.name).toBeGreaterThan(0);
    const formatCounts = taxonomies.formats.map((f) => counts.get(f.name) ?? 0);
    expect(Math.max(...formatCounts)).toBeGreaterThan(5 * Math.min(...formatCounts));
  });

  it('has taxonomies of realistic size with descriptions and unique slugs', () => {
    expect(taxonomies.formats.length).toBeGreaterThanOrEqual(14);
    expect(taxonomies.concepts.length).toBeGreaterThanOrEqual(20);
    expect(taxonomies.elements.length).toBeGreaterThanOrEqual(18);
    expect(taxonomies.topics.length).toBeGreaterThanOrEqual(20);
    expect(taxonomies.accountTypes.length).toBeGreaterThanOrEqual(8);
    for (const [kind, entries] of Object.entries(taxonomies) as [string, DemoTaxonomyEntry[]][]) {
      const structural = ['formats', 'concepts', 'elements'].includes(kind);
      expect(new Set(entries.map((e) => slugify(e.name))).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.description.length, entry.name).toBeGreaterThan(30);
        expect(entry.name.includes(','), entry.name).toBe(false);
        if (structural) expect(entry.structural_description?.length ?? 0, entry.name).toBeGreaterThan(30);
        else expect(entry.structural_description).toBeNull();
      }
    }
  });

  it('has realistic counts, dates and transcripts', () => {
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2026, 10, 1);
    for (const record of records) {
      const views = Number(record.views);
      expect(views).toBeGreaterThanOrEqual(2000);
      expect(views).toBeLessThanOrEqual(8_000_000);
      expect(Number(record.likes) / views).toBeGreaterThanOrEqual(0.019);
      expect(Number(record.likes) / views).toBeLessThanOrEqual(0.121);
      expect(Number(record.comments) / views).toBeLessThanOrEqual(0.0105);
      const posted = Date.parse(String(record.post_date));
      expect(posted).toBeGreaterThanOrEqual(start);
      expect(posted).toBeLessThan(end);
      expect(Date.parse(String(record.created_at))).toBeGreaterThan(posted);
    }
    expect(records.some((r) => Number(r.views) > 1_000_000)).toBe(true);
    for (const record of analysed) {
      const words = wordCount(String(record.transcript));
      expect(words).toBeGreaterThanOrEqual(60);
      expect(words).toBeLessThanOrEqual(180);
    }
  });

  it('dates nothing in the future: every video entered the library by 14 November 2026', () => {
    // A fresh install's Newest must not open with a video "added" next week.
    const lastAdded = Math.min(Date.UTC(2026, 10, 15), Date.now());
    const late = records.filter((r) => Date.parse(String(r.created_at)) >= lastAdded).map((r) => r.id);
    expect(late).toEqual([]);
  });

  it('has no twins: no two videos share a description, so Similar videos never shows the same video twice', () => {
    const byDescription = new Map<string, unknown[]>();
    for (const record of analysed) {
      const description = String(record.simple_description);
      if (description) byDescription.set(description, [...(byDescription.get(description) ?? []), record.id]);
    }
    expect([...byDescription.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it('has three empty simple descriptions and some hooks not detected', () => {
    expect(analysed.filter((r) => r.simple_description === '')).toHaveLength(3);
    for (const hook of ['title', 'verbal', 'visual']) {
      const absent = analysed.filter((r) => String(r[`hook_${hook}_present`]) === 'false');
      expect(absent.length, hook).toBeGreaterThan(5);
      expect(absent.every((r) => r[`hook_${hook}_content`] === '')).toBe(true);
    }
    const present = analysed.filter((r) => String(r.hook_verbal_present) === 'true');
    expect(present.every((r) => String(r.hook_verbal_content).length > 10)).toBe(true);
  });

  it('reads like a real product: no placeholder text', () => {
    const text = JSON.stringify(records).toLowerCase();
    for (const banned of ['lorem', 'ipsum', 'test video', 'placeholder', 'todo', 'undefined', 'null,null']) {
      expect(text.includes(banned), banned).toBe(false);
    }
  });
});
