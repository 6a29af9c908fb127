import { ACCOUNT_TYPES, CONCEPTS, ELEMENTS, FORMATS, type TaxonomySource, TOPICS } from './demo-content';
import { planLibrary } from './plan';
import { buildRecord } from './record-builder';

// The demo library a fresh install starts with (docs/decisions/0003-demo-library.md): invented creators and brands,
// generated with seeded draws from the content tables in ./data (loaded by demo-content.ts), so every
// install shows exactly the same library.

export interface DemoTaxonomyEntry {
  name: string;
  description: string;
  structural_description: string | null;
}

export interface DemoTaxonomies {
  topics: DemoTaxonomyEntry[];
  concepts: DemoTaxonomyEntry[];
  elements: DemoTaxonomyEntry[];
  formats: DemoTaxonomyEntry[];
  accountTypes: DemoTaxonomyEntry[];
}

/** The five demo taxonomies with descriptions; formats, concepts and elements also describe their structure. */
export function buildDemoTaxonomies(): DemoTaxonomies {
  return {
    topics: TOPICS.map(toEntry),
    concepts: CONCEPTS.map(toEntry),
    elements: ELEMENTS.map(toEntry),
    formats: FORMATS.map(toEntry),
    accountTypes: ACCOUNT_TYPES.map(toEntry),
  };
}

/** Import records named with docs/product/video-data.md#the-video-record's field names, deterministic: the same output on every call and machine. */
export function buildDemoRecords(): Record<string, unknown>[] {
  // Ideas repeat (132 ideas, 345 videos); each repeat is shot in a format the idea has not had yet.
  const formatsByIdea = new Map<string, Set<string>>();
  return planLibrary().map((plan) => {
    const idea = `${plan.topicIndex}/${plan.ideaIndex}`;
    const formats = formatsByIdea.get(idea) ?? new Set<string>();
    formatsByIdea.set(idea, formats);
    return buildRecord(plan, formats);
  });
}

/** Filenames (e.g. 'demo-1001.png') of the thumbnails that should exist on disk, with the seed to render each. */
export function demoThumbnails(): { filename: string; seed: number }[] {
  const thumbnails: { filename: string; seed: number }[] = [];
  for (const plan of planLibrary()) {
    // Records planned as 'broken' name a file on purpose left out here, so a broken image can be seen.
    if (plan.thumbnail.kind === 'file')
      thumbnails.push({ filename: `demo-${plan.id}.png`, seed: plan.thumbnail.seed });
  }
  return thumbnails;
}

function toEntry(source: TaxonomySource): DemoTaxonomyEntry {
  return { name: source.name, description: source.description, structural_description: source.structural };
}
