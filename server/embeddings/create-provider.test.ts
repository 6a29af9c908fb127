import { describe, expect, it } from 'vitest';
import { createEmbeddingProvider } from './create-provider';

describe('createEmbeddingProvider', () => {
  it('gives no provider when embeddings are off', () => {
    expect(createEmbeddingProvider({ mode: 'off' })).toBeNull();
  });

  it('gives the built-in encoder for local, without starting a worker until it is used', async () => {
    const provider = createEmbeddingProvider({ mode: 'local', workers: 2 });
    expect(provider).toMatchObject({ model: 'use-lite-512-c64-lead3', dimension: 512 });
    await provider?.close();
  });

  it('gives the endpoint client for remote, named after the remote model', async () => {
    const provider = createEmbeddingProvider({
      mode: 'remote',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      model: 'nomic-embed-text',
    });
    expect(provider?.model).toBe('nomic-embed-text');
    await provider?.close();
  });
});
