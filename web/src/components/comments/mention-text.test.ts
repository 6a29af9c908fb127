import { describe, expect, it } from 'vitest';
import { bodyParts, matchingPeople, mentionAt } from './mention-text';

const PEOPLE = [
  { name: 'Priya Patel', email: 'priya@example.com' },
  { name: null, email: 'pete@example.com' },
  { name: 'Basil Brown', email: 'basil@example.com' },
];

describe('mentions in a comment', () => {
  it('finds the mention being typed before the caret, not an address inside a word', () => {
    expect(mentionAt('Ask @pr', 7)).toEqual({ start: 4, query: 'pr' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('mail pete@exa', 13)).toBeNull();
    expect(mentionAt('Ask @pete@example.com', 21)).toBeNull();
    expect(mentionAt('Ask @pr and more', 16)).toBeNull();
  });

  it('lists people whose address or a word of whose name starts with what was typed', () => {
    expect(matchingPeople(PEOPLE, 'p').map((p) => p.email)).toEqual([
      'priya@example.com',
      'pete@example.com',
    ]);
    expect(matchingPeople(PEOPLE, 'brown').map((p) => p.email)).toEqual(['basil@example.com']);
    expect(matchingPeople(PEOPLE, '')).toHaveLength(3);
  });

  it('splits a body into text and mentions, as the server reads them', () => {
    expect(bodyParts('Hi @priya@example.com. See mail@example.com')).toEqual([
      { text: 'Hi ' },
      { text: '@priya@example.com', mention: 'priya@example.com' },
      { text: '. See mail@example.com' },
    ]);
  });
});
