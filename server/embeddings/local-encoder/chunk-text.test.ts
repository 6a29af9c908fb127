import { describe, expect, it } from 'vitest';
import { chunkText, MAX_CHUNK_TOKENS, MAX_CHUNKS_PER_DOCUMENT, MAX_WORD_CHARS } from './chunk-text';

// One token per started group of three characters: enough like a subword tokenizer to test the rules.
const countTokens = (word: string) => Math.ceil(word.length / 3);
const tokensOf = (chunk: string) => chunk.split(' ').reduce((sum, word) => sum + countTokens(word), 0);

describe('chunkText', () => {
  it('gives no chunk for a text with no words, and one for a short text', () => {
    expect(chunkText('', countTokens)).toEqual([]);
    expect(chunkText(' \n\t ', countTokens)).toEqual([]);
    expect(chunkText('  saving   money\non food ', countTokens)).toEqual(['saving money on food']);
  });

  it('keeps every word, in order, with no chunk over the limit', () => {
    const text = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkText(text, countTokens);
    expect(chunks.join(' ')).toBe(text);
    for (const chunk of chunks) expect(tokensOf(chunk)).toBeLessThanOrEqual(MAX_CHUNK_TOKENS);
  });

  it('balances the chunks instead of leaving a small remainder', () => {
    // 100 one-token words: two chunks of 50, not 64 + 36.
    const chunks = chunkText(Array.from({ length: 100 }, () => 'ab').join(' '), countTokens);
    expect(chunks.map(tokensOf)).toEqual([50, 50]);
  });

  it('cuts a word too long for the tokenizer to read cheaply', () => {
    const chunks = chunkText('x'.repeat(MAX_WORD_CHARS * 2 + 5), countTokens);
    expect(
      chunks
        .join(' ')
        .split(' ')
        .map((word) => word.length),
    ).toEqual([MAX_WORD_CHARS, MAX_WORD_CHARS, 5]);
  });

  it('stops at the chunk cap for a text far longer than any caption', () => {
    const text = Array.from({ length: MAX_CHUNKS_PER_DOCUMENT * MAX_CHUNK_TOKENS * 2 }, () => 'ab').join(' ');
    expect(chunkText(text, countTokens)).toHaveLength(MAX_CHUNKS_PER_DOCUMENT);
  });
});
