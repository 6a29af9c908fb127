import type { AppConfig } from '../config';
import type { EmbeddingProvider } from './embedding-provider';
import { createLocalEncoder } from './local-encoder/local-encoder-provider';
import { createRemoteProvider } from './remote-provider';

/** The provider EMBEDDINGS chooses; null when embeddings are off (search stays full-text). */
export function createEmbeddingProvider(config: AppConfig['embeddings']): EmbeddingProvider | null {
  switch (config.mode) {
    case 'local':
      return createLocalEncoder({ workers: config.workers });
    case 'remote':
      return createRemoteProvider({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model });
    case 'off':
      return null;
  }
}
