import { beforeAll, describe, expect, it } from 'vitest';
import { brokenFragmentsOfAnswer } from '../../../bench/chat-eval/broken-fragments';
import { formatSummary, runQuestions, summarise, TARGETS } from '../../../bench/chat-eval/evaluate';
import { loadQuestions } from '../../../bench/chat-eval/questions';
import { type BotIntent, DEFAULT_BOT_CONFIG, promptKeyOf } from '../../../shared/contracts/bot';
import { chatActionSchema, chatResponseSchema } from '../../../shared/contracts/chat';
import { VIDEO_MARKER_PATTERN } from '../../../shared/domain/video-markers';
import type { Viewer } from '../../auth/access';
import { createDemoTestApp } from '../../test/demo-app';
import type { TestApp } from '../../test/test-app';
import { createUser } from '../../test/users';
import type { ChatModelInput, LibraryTools } from '../chat-model';
import { DEFAULT_PROMPTS } from '../default-prompts';
import { createLibraryTools } from '../library-tools';
import { OfflineStrategist } from './offline-strategist';

/**
 * The offline strategist over the demo library with search by words alone (no vectors: what an install
 * answers before its embeddings have run). The grounding set is bench/chat-eval (`npm run eval:chat`).
 */

let t: TestApp;
let tools: LibraryTools;
const premium: Viewer = {
  id: 'p',
  email: 'premium@hookshelf.local',
  name: null,
  tier: 'premium',
  isAdmin: false,
};
const model = new OfflineStrategist();

beforeAll(async () => {
  t = await createDemoTestApp();
  tools = createLibraryTools(t.app, premium);
}, 180_000);

function ask(message: string, intent: BotIntent, more: Partial<ChatModelInput> = {}) {
  const deltas: string[] = [];
  const answer = model.answer({
    message,
    history: [],
    intent,
    prompt: DEFAULT_PROMPTS[promptKeyOf(intent)],
    config: DEFAULT_BOT_CONFIG,
    viewer: premium,
    tools,
    signal: new AbortController().signal,
    onDelta: (text) => deltas.push(text),
    ...more,
  });
  return answer.then((output) => ({ ...output, deltas }));
}

const cited = (text: string) => [...text.matchAll(VIDEO_MARKER_PATTERN)].map((m) => Number(m[1]));

describe('the offline strategist', () => {
  it('quotes fitness hooks from the library and adapts them for a fitness coach', async () => {
    const out = await ask('Give me hook ideas for a fitness coach', 'HOOK_GENERATOR');
    expect(out.text).toContain('**Hooks from the library**');
    expect(out.text).toContain('**Hooks for you**');
    expect(out.text.indexOf('**Hooks from the library**')).toBeLessThan(out.text.indexOf('**Next steps**'));
    expect(out.text).toMatch(/fitness/i);
    // Every cited video is a real fitness video, and the quoted hook is that video's own words.
    const videos = await Promise.all(out.videoIds.map((id) => tools.getVideo(id)));
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videos) expect(video?.topics).toContain('Fitness');
    const first = videos[0];
    expect(out.text).toContain(`"${first?.hook_verbal_content || first?.hook_title_content}"`);
  });

  it('streams the answer in pieces that join to the whole text, and cites in order', async () => {
    const out = await ask('Which formats work for personal finance?', 'FORMAT_ADVISOR');
    expect(out.deltas.length).toBeGreaterThan(3);
    expect(out.deltas.join('')).toBe(out.text);
    expect(out.videoIds).toEqual([...new Set(cited(out.text))]);
    // The formats are counted across the retrieved videos, with their numbers.
    expect(out.text).toMatch(
      /\*\*[^*]+\*\*: \d+ of \d+ videos, median [\d.]+K? views, [\d.]+% mean engagement/,
    );
  });

  it('proposes valid actions: highlight the cited videos, a topic filter, a search for a lookup', async () => {
    const out = await ask('Find videos about sunscreen', 'SEARCH_LOOKUP');
    const actions = out.actions.map((a) => chatActionSchema.parse(a));
    expect(actions[0]).toMatchObject({ type: 'highlight', data: { videoIds: out.videoIds } });
    expect(actions).toContainEqual(expect.objectContaining({ type: 'search', data: { query: 'sunscreen' } }));
    const format = await ask('What format works best for skincare?', 'FORMAT_ADVISOR');
    const filter = format.actions.map((a) => chatActionSchema.parse(a)).find((a) => a.type === 'filter');
    expect(filter?.data).toMatchObject({ filters: { topic: ['Skincare'] } });
  });

  it("follows the admin's headings: renamed, reordered, unknown — none dropped", async () => {
    const prompt = 'Be punchy.\n## Openers to steal\n## Your openers\n## Something the rules do not know';
    const out = await ask('hooks for my bakery', 'HOOK_GENERATOR', { prompt });
    const order = ['**Openers to steal**', '**Your openers**', '**Something the rules do not know**'].map(
      (h) => out.text.indexOf(h),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(out.text).not.toContain('**Next steps**');
  });

  it('keeps within the configured length, cut at line boundaries, with every section', async () => {
    const config = { ...DEFAULT_BOT_CONFIG, maxResponseLength: 700 };
    const out = await ask('What are the trends in cooking right now?', 'INSIGHT_GENERATOR', { config });
    expect(out.text.length).toBeLessThanOrEqual(700);
    for (const heading of ['Key numbers', 'Patterns', 'Proven examples', 'Next steps']) {
      expect(out.text).toContain(`**${heading}**`);
    }
    const full = await ask('What are the trends in cooking right now?', 'INSIGHT_GENERATOR');
    expect(full.text.length).toBeGreaterThan(out.text.length);
    for (const line of out.text.split('\n')) expect(full.text.split('\n')).toContain(line);
  });

  it('starts from the open video for "why does this work?"', async () => {
    const out = await ask('Why does this video work?', 'CONCEPT_ADVISOR', { currentVideoId: 1001 });
    const video = await tools.getVideo(1001);
    expect(out.videoIds[0]).toBe(1001);
    expect(out.text).toContain(`"${video?.hook_verbal_content}"`);
    expect(out.text).toContain(video?.narrative_framework_name ?? 'no framework');
  });

  it('sends the intro line first and the sections after an event-loop turn, joining to the whole text', async () => {
    const sentBeforeNextTurn: number[] = [];
    const deltas: string[] = [];
    const out = await ask('Which formats work for personal finance?', 'FORMAT_ADVISOR', {
      onDelta: (text) => {
        deltas.push(text);
        // What had been sent when the strategist next let the event loop run (a socket write, say).
        if (deltas.length === 1) setImmediate(() => sentBeforeNextTurn.push(deltas.length));
      },
    });
    expect(sentBeforeNextTurn).toEqual([1]);
    expect(deltas[0]).toMatch(/^Drawn from \d+ videos/);
    expect(deltas.join('')).toBe(out.text);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    await expect(ask('hooks for a dentist', 'HOOK_GENERATOR', { signal: controller.signal })).rejects.toThrow(
      'client went away',
    );
  });
});

describe('the offline strategist in a conversation', () => {
  const fitness = (ids: number[]) => Promise.all(ids.map(async (id) => (await tools.getVideo(id))?.topics));

  it('keeps the earlier topic and niche for "give me 5 more", with videos it has not cited yet', async () => {
    const first = await ask('Give me hook ideas for a fitness coach', 'HOOK_GENERATOR');
    const history = [
      { role: 'user' as const, content: 'Give me hook ideas for a fitness coach' },
      { role: 'assistant' as const, content: first.text },
    ];
    const more = await ask('give me 5 more', 'HOOK_GENERATOR', { history });
    expect(more.videoIds.length).toBeGreaterThanOrEqual(3);
    for (const topics of await fitness(more.videoIds)) expect(topics).toContain('Fitness');
    expect(more.text).toContain('for a fitness coach');
    expect(more.videoIds.filter((id) => !first.videoIds.includes(id)).length).toBeGreaterThanOrEqual(3);
    // A message that names its own topic starts afresh.
    const skincare = await ask('now hooks for skincare', 'HOOK_GENERATOR', { history });
    for (const topics of await fitness(skincare.videoIds)) expect(topics).toContain('Skincare');
  });

  it('writes in the tone the prompt names: concise keeps 3 lines a section, friendly opens and closes warmly', async () => {
    const sections = '\n## Proven examples\n## Next steps';
    const question = 'What works for personal finance videos?';
    const concise = await ask(question, 'INSIGHT_GENERATOR', { prompt: `Tone: concise, direct.${sections}` });
    const friendly = await ask(question, 'INSIGHT_GENERATOR', {
      prompt: `Tone: friendly, encouraging.${sections}`,
    });
    const plain = await ask(question, 'INSIGHT_GENERATOR', { prompt: `Tone: analytical.${sections}` });
    const examples = (text: string) =>
      text.split('**Proven examples**')[1]?.split('**Next steps**')[0]?.trim().split('\n') ?? [];
    expect(examples(concise.text)).toHaveLength(3);
    expect(examples(friendly.text).length).toBeGreaterThan(3);
    expect(friendly.text.startsWith('Happy to help! Drawn from')).toBe(true);
    expect(friendly.text.split('\n').at(-1)).toMatch(/^You've got this/);
    for (const other of [concise, plain]) {
      expect(other.text).not.toContain('Happy to help');
      expect(other.text).not.toContain("You've got this");
    }
  });

  it('reads a platform as a filter: only TikTok videos, and a filter action with the platform', async () => {
    const out = await ask('Show me only TikTok videos about fitness', 'SEARCH_LOOKUP');
    expect(out.videoIds.length).toBeGreaterThanOrEqual(3);
    for (const id of out.videoIds) {
      const video = await tools.getVideo(id);
      expect(video?.platform).toBe('tiktok');
      expect(video?.topics).toContain('Fitness');
    }
    expect(out.text).toMatch(/^Drawn from \d+ TikTok videos/);
    const filter = out.actions.map((a) => chatActionSchema.parse(a)).find((a) => a.type === 'filter');
    expect(filter?.data).toEqual({ filters: { topic: ['Fitness'], platform: 'tiktok' } });
  });

  it('reads an account type named as accounts ("agency accounts") as a filter too', async () => {
    const out = await ask('What works for agency accounts?', 'INSIGHT_GENERATOR');
    for (const id of out.videoIds) expect((await tools.getVideo(id))?.account_types).toContain('Agency');
    const filter = out.actions.map((a) => chatActionSchema.parse(a)).find((a) => a.type === 'filter');
    expect(filter?.data).toEqual({ filters: { accountType: 'Agency' } });
  });
});

describe('grounding over the demo library (bench/chat-eval)', () => {
  it(`cites grounded videos (≥ ${TARGETS.groundedShare * 100}%), at least ${TARGETS.minCited} per answer, never the same answer twice`, async () => {
    const questions = loadQuestions();
    const results = await runQuestions(t.app, premium, questions);
    const summary = summarise(results);
    const overall = summary.rows.at(-1);
    const report = formatSummary(summary, results.length);
    expect(overall?.groundedShare, report).toBeGreaterThanOrEqual(TARGETS.groundedShare);
    for (const row of summary.rows)
      expect(row.groundedShare, `${row.label}\n${report}`).toBeGreaterThanOrEqual(0.6);
    expect(
      results.filter((r) => r.cited.length < TARGETS.minCited).map((r) => r.question.id),
      report,
    ).toEqual([]);
    expect(summary.distinctAnswers, report).toBe(results.length);
  }, 60_000);

  it('writes sentences that read whole once the markers become cards (issue 31)', async () => {
    const results = await runQuestions(t.app, premium, loadQuestions());
    const broken = results.flatMap((r) => r.broken.map((f) => `${r.question.id}: ${f.kind}: ${f.excerpt}`));
    expect(broken).toEqual([]);
    const byId = new Map(results.map((r) => [r.question.id, r.text]));
    // "3 variants" is how many, not what about; "skincare brands" are whom the answer is for.
    expect(byId.get('hook-04')).toMatch(/^Drawn from \d+ videos in the library matching "meal-prep":/);
    expect(byId.get('brainstorm-04')).toMatch(/in the library for skincare brands, on Skincare:/);
  }, 60_000);

  it('reads whole in a follow-up and from an open video too', async () => {
    const first = await ask('Give me hook ideas for skincare brands', 'HOOK_GENERATOR');
    const history = [
      { role: 'user' as const, content: 'Give me hook ideas for skincare brands' },
      { role: 'assistant' as const, content: first.text },
    ];
    const more = await ask('give me 5 more', 'HOOK_GENERATOR', { history });
    const open = await ask('Why does this work?', 'CONCEPT_ADVISOR', { currentVideoId: 1001 });
    for (const out of [first, more, open]) expect(brokenFragmentsOfAnswer(out.text)).toEqual([]);
    expect(open.text).toMatch(/^This video \([^)]+\) opens on "[^"]+"/);
  });
});

describe('POST /api/chat with the app’s own parts (the offline strategist on a fresh install)', () => {
  it('answers a premium user with cited demo videos as cards and actions the web app can apply', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const response = await t.request('/api/chat', {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Give me hook ideas for a fitness coach' }),
    });
    expect(response.status).toBe(200);
    const answer = chatResponseSchema.parse(response.body);
    const markers = cited(answer.response);
    expect(new Set(markers).size).toBeGreaterThanOrEqual(3);
    // Every card the text names arrives as a video, and every video is a real one of the library.
    const videoIds = answer.relevantVideos.map((video) => video.id);
    expect(new Set(videoIds)).toEqual(new Set(markers));
    for (const id of videoIds) expect(await tools.getVideo(id)).not.toBeNull();
    expect(answer.actions.some((action) => action.type === 'highlight')).toBe(true);
    expect(answer.response).toMatch(/fitness/i);
  });

  it('says a swipe-file answer is one, in the JSON answer and in the streamed one', async () => {
    const user = await createUser(t, { tier: 'premium' });
    const body = JSON.stringify({ message: 'Build me a swipe file of fitness videos' });
    const headers = { ...user.auth, 'content-type': 'application/json' };
    const json = await t.request('/api/chat', { method: 'POST', headers, body });
    expect(chatResponseSchema.parse(json.body).intent).toBe('SWIPE_FILE_BUILDER');
    const streamed = await t.request('/api/chat', {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body,
    });
    const done = String(streamed.body).split('event: done\ndata: ')[1] ?? 'null';
    expect(chatResponseSchema.parse(JSON.parse(done)).intent).toBe('SWIPE_FILE_BUILDER');
    const hooks = await t.request('/api/chat', {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'Give me hook ideas for a bakery' }),
    });
    expect(hooks.body.intent).toBe('HOOK_GENERATOR');
  });
});
