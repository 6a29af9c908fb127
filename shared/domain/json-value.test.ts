import { describe, expect, it } from 'vitest';
import { isRecord, looksLikeJson, parseJsonRecord, parseJsonValue, readText } from './json-value';

describe('parseJsonValue', () => {
  it('parses JSON text of an object or a list', () => {
    expect(parseJsonValue('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonValue('  [1, 2]  ')).toEqual([1, 2]);
  });

  it('treats unparseable JSON as absent', () => {
    expect(parseJsonValue('{"a":')).toBeUndefined();
    expect(parseJsonValue("['single quotes']")).toBeUndefined();
  });

  it('returns text that does not look like JSON unchanged', () => {
    expect(parseJsonValue('a, b, c')).toBe('a, b, c');
    expect(parseJsonValue('"quoted"')).toBe('"quoted"');
    expect(parseJsonValue('42')).toBe('42');
  });

  it('returns non-text values unchanged', () => {
    const list = ['a'];
    expect(parseJsonValue(list)).toBe(list);
    expect(parseJsonValue(7)).toBe(7);
    expect(parseJsonValue(null)).toBeNull();
    expect(parseJsonValue(undefined)).toBeUndefined();
  });
});

describe('looksLikeJson', () => {
  it('recognises text starting with a brace or bracket after spaces', () => {
    expect(looksLikeJson(' \n{')).toBe(true);
    expect(looksLikeJson('[')).toBe(true);
    expect(looksLikeJson('a [b]')).toBe(false);
    expect(looksLikeJson('')).toBe(false);
  });
});

describe('parseJsonRecord', () => {
  it('accepts an object or its JSON text and rejects everything else', () => {
    expect(parseJsonRecord({ a: 1 })).toEqual({ a: 1 });
    expect(parseJsonRecord('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonRecord('[{"a":1}]')).toBeNull();
    expect(parseJsonRecord('{broken')).toBeNull();
    expect(parseJsonRecord('text')).toBeNull();
    expect(parseJsonRecord(null)).toBeNull();
  });
});

describe('isRecord', () => {
  it('is true only for plain objects', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});

describe('readText', () => {
  it('trims text and turns blanks and non-text into null', () => {
    expect(readText('  hi ')).toBe('hi');
    expect(readText(' \n ')).toBeNull();
    expect(readText(5)).toBeNull();
    expect(readText(undefined)).toBeNull();
  });
});
