import { buildApp } from '../server/app';
import type { AppConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { TOPICS } from './library/vocabulary';
import type { LoadRequest } from './load';
import type { Scenario } from './scenarios';

/** Issue 18 "Performance": the offline strategist with 8 concurrent users. */
const CHAT_CONNECTIONS = 8;
const CHAT_P50_MS = 300;
const CHAT_P99_MS = 1_000;
const FIRST_TOKEN_P50_MS = 200;
/**
 * Premium bench users the messages rotate over: each stays under its own limit of 30 a minute however
 * fast the app answers (64 × 30 = 1,920 a minute, more than a 12-second run sends).
 */
const CHAT_USERS = 64;
/** Sequential streamed answers timed for the first token. */
const FIRST_TOKEN_SAMPLES = 40;

/** One question per intent, each asked about many niches, so no two messages are the same text. */
const TEMPLATES = [
  (niche: string) => `Brainstorm five video ideas for a ${niche} creator`,
  (niche: string) => `Which content concepts work best for ${niche}?`,
  (niche: string) => `Find videos about ${niche}`,
  (niche: string) => `Build me a swipe file of ${niche} videos`,
  (niche: string) => `Give me hook ideas for a ${niche} account`,
  (niche: string) => `What narrative framework should I use for ${niche} videos?`,
  (niche: string) => `What video format works for ${niche}?`,
  (niche: string) => `What insights do top ${niche} videos share?`,
];

/** Distinct chat messages: every template over every niche (two topic words each). */
export function chatMessages(): string[] {
  const niches = TOPICS.flatMap((topic) =>
    topic.words.slice(0, 24).map((word, i) => `${word} ${topic.words[(i + 5) % topic.words.length]}`),
  );
  return niches.flatMap((niche) => TEMPLATES.map((template) => template(niche)));
}

/**
 * The chat scenario of issue 18: POST /api/chat (plain JSON) with a different message every request from
 * 8 connections, signed in as premium users; the answer's time to first streamed token is timed apart
 * (timeFirstTokens), since the load tool reads whole answers only.
 */
export async function planChatScenarios(
  config: AppConfig,
  database: Database,
  appUrl: string,
): Promise<{ scenarios: Scenario[]; tokens: string[] }> {
  const tokens = await signInPremiumUsers(config, database, CHAT_USERS);
  const messages = chatMessages();
  const requests: LoadRequest[] = messages.map((message, i) => ({
    method: 'POST',
    path: '/api/chat',
    body: JSON.stringify({ message }),
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
  }));
  const chat: Scenario = {
    key: 'chat',
    title: `chat: offline strategist, a different message every request (${CHAT_USERS} premium users)`,
    url: `${appUrl}/api/chat`,
    requests,
    sharedRequests: true,
    // The probe's request must be signed in too.
    headers: { authorization: `Bearer ${tokens[0]}` },
    connections: CHAT_CONNECTIONS,
    uncached: true,
    p50TargetMs: CHAT_P50_MS,
    p99TargetMs: CHAT_P99_MS,
  };
  return { scenarios: [chat], tokens };
}

export interface FirstTokenFigures {
  samples: number;
  firstTokenP50Ms: number;
  firstTokenP99Ms: number;
  answerP50Ms: number;
  targetMs: number;
}

/** Streams answers one after another and times the first `delta` event and the `done` event. */
export async function timeFirstTokens(appUrl: string, tokens: string[]): Promise<FirstTokenFigures> {
  const messages = chatMessages().reverse().slice(0, FIRST_TOKEN_SAMPLES);
  const first: number[] = [];
  const whole: number[] = [];
  for (const [i, message] of messages.entries()) {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[(i + 7) % tokens.length]}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message }),
    });
    if (!response.ok || !response.body) throw new Error(`chat stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let text = '';
    let firstAt: number | null = null;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (firstAt === null && text.includes('event: delta')) firstAt = performance.now() - started;
      if (text.includes('event: done') || text.includes('event: error')) {
        await reader.cancel();
        break;
      }
    }
    if (!text.includes('event: done')) throw new Error(`the chat stream ended without its answer: ${text}`);
    first.push(firstAt ?? performance.now() - started);
    whole.push(performance.now() - started);
  }
  const at = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  return {
    samples: messages.length,
    firstTokenP50Ms: at(first, 0.5),
    firstTokenP99Ms: at(first, 0.99),
    answerP50Ms: at(whole, 0.5),
    targetMs: FIRST_TOKEN_P50_MS,
  };
}

/** Premium users with live sessions, signed in through the app's own better-auth API. */
async function signInPremiumUsers(config: AppConfig, database: Database, count: number): Promise<string[]> {
  const app = await buildApp({ config, database, logger: false });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const email = `chat-bench-${Date.now()}-${i}@example.com`;
      const otp = await app.auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
      const { token } = await app.auth.api.signInEmailOTP({ body: { email, otp } });
      tokens.push(token);
    }
    await database.pool.query(
      `insert into user_tiers (user_id, tier)
       select user_id, 'premium' from session where token = any($1)
       on conflict (user_id) do update set tier = 'premium'`,
      [tokens],
    );
    return tokens;
  } finally {
    await app.close();
  }
}

export function describeFirstTokens(figures: FirstTokenFigures): string {
  const verdict = figures.firstTokenP50Ms <= figures.targetMs ? 'PASS' : 'MISS';
  return `chat, streamed, one user at a time (${figures.samples} messages): first token p50 ${figures.firstTokenP50Ms.toFixed(0)} ms, p99 ${figures.firstTokenP99Ms.toFixed(0)} ms (target p50 ≤ ${figures.targetMs} ms: ${verdict}); whole answer p50 ${figures.answerP50Ms.toFixed(0)} ms`;
}
