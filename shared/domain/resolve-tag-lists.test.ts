import { describe, expect, it } from 'vitest';
import { resolveTagLists } from './resolve-tag-lists';

const analysis = {
  topics: [{ match: 'Fitness' }],
  concepts: [{ match: 'Transformation' }],
  elements: [{ match: 'Voiceover' }],
  accountTypes: [{ match: 'Creator' }],
  format: { match: 'Talking Head' },
};

const ownFields = {
  themes: 'Cooking, Travel',
  concepts: ['Storytelling'],
  elements: '["B-roll"]',
  account_types: 'Brand',
  video_format: 'Tutorial',
  primary_topic: 'Lifestyle',
};

describe('resolveTagLists', () => {
  it('takes every list from db_analysis when it has them', () => {
    expect(resolveTagLists({ db_analysis: analysis, ...ownFields })).toEqual({
      topics: ['Fitness'],
      concepts: ['Transformation'],
      elements: ['Voiceover'],
      accountTypes: ['Creator'],
      format: 'Talking Head',
    });
  });

  it('reads db_analysis given as JSON text', () => {
    expect(resolveTagLists({ db_analysis: JSON.stringify(analysis) }).format).toBe('Talking Head');
  });

  it("falls back to the video's own fields when db_analysis is missing", () => {
    expect(resolveTagLists(ownFields)).toEqual({
      topics: ['Cooking', 'Travel'],
      concepts: ['Storytelling'],
      elements: ['B-roll'],
      accountTypes: ['Brand'],
      format: 'Tutorial',
    });
  });

  it('falls back list by list when db_analysis has some lists empty', () => {
    const partial = { topics: [], concepts: [{ match: 'Transformation' }], format: { match: '' } };
    expect(resolveTagLists({ db_analysis: partial, ...ownFields })).toEqual({
      topics: ['Cooking', 'Travel'],
      concepts: ['Transformation'],
      elements: ['B-roll'],
      accountTypes: ['Brand'],
      format: 'Tutorial',
    });
  });

  it('falls back when db_analysis is unparseable JSON', () => {
    expect(resolveTagLists({ db_analysis: '{"topics": [', themes: 'Cooking' }).topics).toEqual(['Cooking']);
  });

  it('accepts each fallback as an array, comma text or JSON text', () => {
    expect(resolveTagLists({ themes: ['A', { match: 'B' }] }).topics).toEqual(['A', 'B']);
    expect(resolveTagLists({ themes: 'A, B' }).topics).toEqual(['A', 'B']);
    expect(resolveTagLists({ themes: '["A","B"]' }).topics).toEqual(['A', 'B']);
    expect(resolveTagLists({ account_types: '[{"match":"Expert"}]' }).accountTypes).toEqual(['Expert']);
    expect(resolveTagLists({ video_format: '{"match":"Skit"}' }).format).toBe('Skit');
  });

  it('uses primary_topic when no other topic is found', () => {
    expect(resolveTagLists({ primary_topic: ' Lifestyle ' }).topics).toEqual(['Lifestyle']);
    expect(resolveTagLists({ themes: '', primary_topic: 'Lifestyle' }).topics).toEqual(['Lifestyle']);
  });

  it('ignores primary_topic when topics were found or it is blank', () => {
    expect(resolveTagLists({ themes: 'Cooking', primary_topic: 'Lifestyle' }).topics).toEqual(['Cooking']);
    expect(resolveTagLists({ primary_topic: '  ' }).topics).toEqual([]);
    expect(resolveTagLists({ primary_topic: 5 }).topics).toEqual([]);
  });

  it('gives empty lists and no format for a bare record', () => {
    expect(resolveTagLists({})).toEqual({
      topics: [],
      concepts: [],
      elements: [],
      accountTypes: [],
      format: null,
    });
  });
});
