import { z } from 'zod';
import type { EmbeddingProvider } from './embedding-provider';
import { QueryCache } from './local-encoder/query-cache';
import { normalize } from './vector-math';

/** Texts per request: OpenAI takes up to 2,048, but a small batch keeps each request short on a local Ollama. */
const TEXTS_PER_REQUEST = 64;
/** A slow endpoint fails the call instead of holding the embedding job or a search forever. */
const REQUEST_TIMEOUT_MS = 30_000;

const embeddingsResponseSchema = z.object({
  data: z.array(z.object({ embedding: z.array(z.number()), index: z.number().int().optional() })),
});

/**
 * Why the endpoint refused, from its body: OpenAI sends {error: {message}}, Ollama {error: "…"}; anything
 * else is shown as text, shortened. It names the problem (unknown model, bad key) and never holds our key.
 */
function errorDetail(body: string): string {
  try {
    const { error } = JSON.parse(body) as { error?: string | { message?: string } };
    const message = typeof error === 'string' ? error : error?.message;
    if (message) return message.slice(0, 300);
  } catch {
    // not JSON
  }
  return body.slice(0, 300);
}

export interface RemoteProviderOptions {
  /** Without the trailing `/embeddings`, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs?: number;
}

/**
 * An OpenAI-compatible embeddings endpoint (POST {baseUrl}/embeddings), for libraries too large for the
 * built-in encoder. Its models read thousands of tokens, so a video's public text is sent whole rather than
 * chunked. The dimension is whatever the endpoint answers: 0 until its first answer, then fixed.
 */
export function createRemoteProvider(options: RemoteProviderOptions): EmbeddingProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const queries = new QueryCache();
  let dimension = 0;

  async function request(input: string[]): Promise<Float32Array[]> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, input }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new Error(`The embeddings endpoint ${endpoint} did not answer within ${timeoutMs} ms`);
      }
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new Error(`Could not reach the embeddings endpoint ${endpoint}: ${cause}`);
    }
    if (!response.ok) {
      const detail = errorDetail(await response.text().catch(() => ''));
      throw new Error(`The embeddings endpoint ${endpoint} answered ${response.status}: ${detail}`);
    }
    const parsed = embeddingsResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.data.length !== input.length) {
      throw new Error(
        `The embeddings endpoint ${endpoint} did not answer with ${input.length} embeddings in data[].embedding`,
      );
    }
    // OpenAI's items carry their input's index; the order of the array is not promised.
    const items = parsed.data.data.map((item, position) => ({ ...item, index: item.index ?? position }));
    items.sort((a, b) => a.index - b.index);
    return items.map(({ embedding }) => {
      if (dimension === 0) dimension = embedding.length;
      if (embedding.length !== dimension) {
        throw new Error(
          `The embeddings endpoint ${endpoint} answered a ${embedding.length}-value vector after ${dimension}-value ones`,
        );
      }
      return normalize(Float32Array.from(embedding));
    });
  }

  async function embedDocuments(texts: string[]): Promise<Float32Array[]> {
    // Empty texts are not sent (OpenAI rejects an empty input); they get zero vectors.
    const sent = texts.flatMap((text, index) => (text.trim() ? [index] : []));
    const vectors = new Map<number, Float32Array>();
    for (let start = 0; start < sent.length; start += TEXTS_PER_REQUEST) {
      const indexes = sent.slice(start, start + TEXTS_PER_REQUEST);
      const answers = await request(indexes.map((index) => texts[index] as string));
      for (const [i, index] of indexes.entries()) vectors.set(index, answers[i] as Float32Array);
    }
    return texts.map((_, index) => vectors.get(index) ?? new Float32Array(dimension));
  }

  return {
    model: options.model,
    get dimension() {
      return dimension;
    },
    embedDocuments,
    embedQuery: (text) =>
      queries.get(text, async (normalized) => (await embedDocuments([normalized]))[0] as Float32Array),
    close: async () => {},
  };
}
