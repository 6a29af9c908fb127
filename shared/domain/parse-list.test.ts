import { describe, expect, it } from 'vitest';
import { parseOutline, parseTagList } from './parse-list';

describe('parseTagList', () => {
  it('reads an array of names', () => {
    expect(parseTagList(['Fitness', 'Cooking'])).toEqual(['Fitness', 'Cooking']);
  });

  it('reads an array of {match} or {name} objects', () => {
    expect(parseTagList([{ match: 'Fitness' }, { name: 'Cooking' }, { match: '', name: 'Travel' }])).toEqual([
      'Fitness',
      'Cooking',
      'Travel',
    ]);
  });

  it('skips items that name nothing', () => {
    expect(parseTagList(['Fitness', 3, null, { other: 'x' }, { match: 5 }, ['Nested']])).toEqual(['Fitness']);
  });

  it('reads JSON text of such an array', () => {
    expect(parseTagList('["Fitness", {"match": "Cooking"}]')).toEqual(['Fitness', 'Cooking']);
  });

  it('reads JSON text of a single {match} object as one tag', () => {
    expect(parseTagList('{"match": "Fitness"}')).toEqual(['Fitness']);
  });

  it('reads comma-separated text', () => {
    expect(parseTagList('Fitness, Cooking ,Travel')).toEqual(['Fitness', 'Cooking', 'Travel']);
  });

  it('reads a single name as a one-item list', () => {
    expect(parseTagList('Fitness')).toEqual(['Fitness']);
  });

  it('trims items and drops empty ones', () => {
    expect(parseTagList(' Fitness ,, , Cooking,')).toEqual(['Fitness', 'Cooking']);
    expect(parseTagList(['  ', ' Fitness '])).toEqual(['Fitness']);
  });

  it('removes case-insensitive duplicates, keeping the first spelling', () => {
    expect(parseTagList('Fitness, fitness, FITNESS, Cooking')).toEqual(['Fitness', 'Cooking']);
    expect(parseTagList([{ match: 'Home Gym' }, 'home gym'])).toEqual(['Home Gym']);
  });

  it('ignores unparseable JSON instead of showing it as tags', () => {
    expect(parseTagList('["Fitness", "Cook')).toEqual([]);
    expect(parseTagList('{"match": ')).toEqual([]);
  });

  it('gives an empty list for missing or non-list values', () => {
    expect(parseTagList(null)).toEqual([]);
    expect(parseTagList(undefined)).toEqual([]);
    expect(parseTagList(42)).toEqual([]);
    expect(parseTagList(true)).toEqual([]);
    expect(parseTagList('')).toEqual([]);
    expect(parseTagList('{}')).toEqual([]);
  });
});

describe('parseOutline', () => {
  it('reads a list of steps', () => {
    expect(parseOutline(['Hook', 'Problem', 'Fix'])).toEqual(['Hook', 'Problem', 'Fix']);
  });

  it('reads JSON text of a list', () => {
    expect(parseOutline('["Hook", "Problem"]')).toEqual(['Hook', 'Problem']);
  });

  it('reads newline-separated text, including Windows line ends', () => {
    expect(parseOutline('Hook\nProblem\r\nFix\rResult')).toEqual(['Hook', 'Problem', 'Fix', 'Result']);
  });

  it('strips leading numbers and bullets so the numbered list is not numbered twice', () => {
    expect(parseOutline('1. Hook\n2) Problem\n(3) Fix\n- Result\n• Tip\n* Call to action')).toEqual([
      'Hook',
      'Problem',
      'Fix',
      'Result',
      'Tip',
      'Call to action',
    ]);
    expect(parseOutline(['1.Hook', '10. Outro', '  – Aside'])).toEqual(['Hook', 'Outro', 'Aside']);
  });

  it('keeps numbers and asterisks that are content, not markers', () => {
    expect(parseOutline('1.5x speed reveal\n**Bold** claim\n2024 recap\n-5 kg result')).toEqual([
      '1.5x speed reveal',
      '**Bold** claim',
      '2024 recap',
      '-5 kg result',
    ]);
  });

  it('drops empty lines and lines that are only a marker', () => {
    expect(parseOutline('Hook\n\n   \n3.\n-\nFix')).toEqual(['Hook', 'Fix']);
  });

  it('skips list items that are not text', () => {
    expect(parseOutline(['Hook', 2, null, { step: 'x' }, 'Fix'])).toEqual(['Hook', 'Fix']);
  });

  it('ignores unparseable JSON and non-list JSON', () => {
    expect(parseOutline('["Hook", ')).toEqual([]);
    expect(parseOutline('{"steps": ["Hook"]}')).toEqual([]);
  });

  it('gives an empty list for missing values', () => {
    expect(parseOutline(null)).toEqual([]);
    expect(parseOutline(undefined)).toEqual([]);
    expect(parseOutline(12)).toEqual([]);
    expect(parseOutline('')).toEqual([]);
  });
});
