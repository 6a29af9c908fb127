import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  CALLS_TO_ACTION,
  COMPANION_ACCOUNT_TYPES,
  CONCEPT_FRAMEWORKS,
  CONCEPTS,
  DEMO_TOPICS,
  ELEMENTS,
  FORMATS,
  FRAMEWORKS,
  TOPICS,
} from './demo-content';

// The content tables refer to each other by name; a typo would silently drop a tag or a creator.

const names = (entries: { name: string }[]) => new Set(entries.map((e) => e.name));

describe('demo content tables', () => {
  it('covers every topic exactly once, with related topics that exist', () => {
    expect(DEMO_TOPICS.map((t) => t.topic).sort()).toEqual(TOPICS.map((t) => t.name).sort());
    for (const topic of DEMO_TOPICS) {
      for (const related of topic.related) expect(names(TOPICS).has(related), related).toBe(true);
      expect(topic.ideas.length, topic.topic).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives every creator a unique handle and a known account type', () => {
    const creators = DEMO_TOPICS.flatMap((t) => t.creators);
    expect(new Set(creators.map((c) => c.handle)).size).toBe(creators.length);
    for (const creator of creators) {
      expect(names(ACCOUNT_TYPES).has(creator.type), creator.handle).toBe(true);
      expect(creator.handle).toMatch(/^[a-z0-9._]{3,30}$/);
    }
  });

  it('lets each idea name only its own creators and known concepts', () => {
    for (const topic of DEMO_TOPICS) {
      const handles = new Set(topic.creators.map((c) => c.handle));
      for (const idea of topic.ideas) {
        expect(idea.by.length, idea.subject).toBeGreaterThan(0);
        for (const handle of idea.by) expect(handles.has(handle), `${idea.subject}: ${handle}`).toBe(true);
        for (const concept of idea.concepts) expect(names(CONCEPTS).has(concept), concept).toBe(true);
      }
    }
  });

  it('points formats and concepts at elements, formats and frameworks that exist', () => {
    for (const format of FORMATS) {
      for (const element of format.elements) expect(names(ELEMENTS).has(element), element).toBe(true);
      for (const framework of format.frameworks)
        expect(names(FRAMEWORKS).has(framework), framework).toBe(true);
      expect(format.titles.every((t) => t.includes('{subject}'))).toBe(true);
      expect(format.intros.every((t) => t.includes('{subject}'))).toBe(true);
    }
    for (const concept of CONCEPTS) {
      for (const format of concept.formats) expect(names(FORMATS).has(format), format).toBe(true);
    }
    for (const [concept, framework] of Object.entries(CONCEPT_FRAMEWORKS)) {
      expect(names(CONCEPTS).has(concept), concept).toBe(true);
      expect(names(FRAMEWORKS).has(framework), framework).toBe(true);
    }
  });

  it('has a call to action and a companion for every account type', () => {
    for (const type of names(ACCOUNT_TYPES)) {
      expect(CALLS_TO_ACTION[type], type).toBeDefined();
      expect(names(ACCOUNT_TYPES).has(COMPANION_ACCOUNT_TYPES[type] ?? ''), type).toBe(true);
    }
  });
});
