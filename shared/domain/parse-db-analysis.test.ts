import { describe, expect, it } from 'vitest';
import { parseDbAnalysis, parseFormat } from './parse-db-analysis';

const full = {
  topics: [{ match: 'Fitness' }, { match: 'Nutrition' }],
  concepts: [{ match: 'Transformation' }],
  elements: [{ match: 'Voiceover' }],
  accountTypes: [{ match: 'Creator' }],
  format: { match: 'Talking Head' },
};

describe('parseDbAnalysis', () => {
  it('reads lists of {match} items and the format match from an object', () => {
    expect(parseDbAnalysis(full)).toEqual({
      topics: ['Fitness', 'Nutrition'],
      concepts: ['Transformation'],
      elements: ['Voiceover'],
      accountTypes: ['Creator'],
      format: 'Talking Head',
    });
  });

  it('reads the same from JSON text', () => {
    expect(parseDbAnalysis(JSON.stringify(full))).toEqual(parseDbAnalysis(full));
  });

  it('accepts plain strings as list items and as the format', () => {
    expect(parseDbAnalysis({ topics: ['Fitness', { match: 'Food' }], format: ' Tutorial ' })).toEqual({
      topics: ['Fitness', 'Food'],
      concepts: [],
      elements: [],
      accountTypes: [],
      format: 'Tutorial',
    });
  });

  it('accepts account_types when accountTypes is missing or empty', () => {
    expect(parseDbAnalysis({ account_types: [{ match: 'Brand' }] })?.accountTypes).toEqual(['Brand']);
    expect(parseDbAnalysis({ accountTypes: [], account_types: ['Brand'] })?.accountTypes).toEqual(['Brand']);
    expect(parseDbAnalysis({ accountTypes: ['Expert'], account_types: ['Brand'] })?.accountTypes).toEqual([
      'Expert',
    ]);
  });

  it('gives empty lists and a null format for missing parts', () => {
    expect(parseDbAnalysis({})).toEqual({
      topics: [],
      concepts: [],
      elements: [],
      accountTypes: [],
      format: null,
    });
    expect(parseDbAnalysis({ format: { match: '' } })?.format).toBeNull();
  });

  it('ignores unparseable JSON and values that are not objects', () => {
    expect(parseDbAnalysis('{"topics": [')).toBeNull();
    expect(parseDbAnalysis('[{"match":"Fitness"}]')).toBeNull();
    expect(parseDbAnalysis('Fitness')).toBeNull();
    expect(parseDbAnalysis(null)).toBeNull();
    expect(parseDbAnalysis(undefined)).toBeNull();
    expect(parseDbAnalysis(3)).toBeNull();
  });
});

describe('parseFormat', () => {
  it('reads a format from {match}, {name}, text, JSON text or a list', () => {
    expect(parseFormat({ match: 'Skit' })).toBe('Skit');
    expect(parseFormat({ name: 'Skit' })).toBe('Skit');
    expect(parseFormat(' Skit ')).toBe('Skit');
    expect(parseFormat('{"match":"Skit"}')).toBe('Skit');
    expect(parseFormat('["Skit","Vlog"]')).toBe('Skit');
    expect(parseFormat([{ match: 'Vlog' }])).toBe('Vlog');
  });

  it('keeps a comma inside a plain-text format name', () => {
    expect(parseFormat('Before, During, After')).toBe('Before, During, After');
  });

  it('gives null when there is no format', () => {
    expect(parseFormat(null)).toBeNull();
    expect(parseFormat('')).toBeNull();
    expect(parseFormat('{"match":')).toBeNull();
    expect(parseFormat([])).toBeNull();
    expect(parseFormat(5)).toBeNull();
  });
});
