import { z } from 'zod';
import { PLATFORMS } from '../../../shared/contracts/video';
import type { LibraryTools, TaxonomyKind } from '../chat-model';
import { detailVideo, summarizeVideo } from './video-summary';

/**
 * The library tools a language model may call (issue 18): one definition per tool — its name, what the
 * model is told, and a zod schema that both validates the model's input and becomes the JSON Schema each
 * provider's API expects. Results are compact summaries (video-summary.ts), never whole records.
 */

const SEARCH_LIMIT_MAX = 20;
const SEARCH_LIMIT_DEFAULT = 8;
const TAXONOMY_LIMIT_MAX = 50;
const TAXONOMY_LIMIT_DEFAULT = 15;
const TAXONOMY_KINDS = [
  'format',
  'concept',
  'element',
  'topic',
  'accountType',
] as const satisfies TaxonomyKind[];

const videoId = z
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('A video id from the library');
const name = z.string().min(1).max(200);

const searchInput = z.object({
  query: z.string().min(1).max(500).describe('What to look for, in plain words (a niche, topic, hook idea…)'),
  filters: z
    .object({
      format: name.describe('A video format name, exactly as taxonomy_counts lists it'),
      concept: name.describe('A concept name'),
      element: name.describe('An element name'),
      accountType: name.describe('An account type name'),
      // Models often send one topic as a bare string; accept it rather than spend a round on the error.
      topic: z
        .union([name, z.array(name).max(10)])
        .transform((value) => (typeof value === 'string' ? [value] : value))
        .describe('Topic names; a video matches when it has any of them'),
      platform: z.enum(PLATFORMS),
    })
    .partial()
    .optional()
    .describe('Optional: only videos with these taxonomy entries'),
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).optional().describe('How many videos (default 8)'),
});

const idInput = z.object({ id: videoId });

const taxonomyInput = z.object({
  kind: z.enum(TAXONOMY_KINDS).describe('Which taxonomy'),
  limit: z.number().int().min(1).max(TAXONOMY_LIMIT_MAX).optional().describe('How many entries (default 15)'),
});

interface ToolDefinition<Schema extends z.ZodType> {
  name: string;
  description: string;
  input: Schema;
  run(tools: LibraryTools, input: z.output<Schema>): Promise<{ result: unknown; videoIds: number[] }>;
}

/** A definition with its input type erased, so the four can share one list; run() gets parsed input only. */
interface ModelTool {
  name: string;
  description: string;
  input: z.ZodType;
  run(tools: LibraryTools, input: unknown): Promise<{ result: unknown; videoIds: number[] }>;
}

const define = <Schema extends z.ZodType>(tool: ToolDefinition<Schema>): ModelTool => ({
  ...tool,
  run: (tools, input) => tool.run(tools, input as z.output<Schema>),
});

const MODEL_TOOLS: ModelTool[] = [
  define({
    name: 'search_library',
    description:
      'Search the Hookshelf library (meaning and keywords), best matches first. Returns compact video summaries: id, title, author, format, topics, hooks, framework, views, engagement.',
    input: searchInput,
    async run(tools, { query, filters, limit }) {
      const found = await tools.search(query, { filters, limit: limit ?? SEARCH_LIMIT_DEFAULT });
      return { result: { videos: found.map(summarizeVideo) }, videoIds: found.map((video) => video.id) };
    },
  }),
  define({
    name: 'get_video',
    description:
      "One library video in more detail: the summary plus overview, outline, hook overview, payoff and the framework's logic.",
    input: idInput,
    async run(tools, { id }) {
      const video = await tools.getVideo(id);
      if (!video) return { result: { error: `There is no video with id ${id}.` }, videoIds: [] };
      return { result: { video: detailVideo(video) }, videoIds: [video.id] };
    },
  }),
  define({
    name: 'similar_videos',
    description: 'Up to 6 library videos most like the given one, as compact summaries.',
    input: idInput,
    async run(tools, { id }) {
      const found = await tools.similar(id);
      return { result: { videos: found.map(summarizeVideo) }, videoIds: found.map((video) => video.id) };
    },
  }),
  define({
    name: 'taxonomy_counts',
    description:
      'The entries of one taxonomy (format, concept, element, topic or accountType) with how many library videos carry each, most used first.',
    input: taxonomyInput,
    async run(tools, { kind, limit }) {
      const entries = await tools.taxonomyCounts(kind, limit ?? TAXONOMY_LIMIT_DEFAULT);
      return { result: { kind, entries }, videoIds: [] };
    },
  }),
];

export const MODEL_TOOL_NAMES = MODEL_TOOLS.map((tool) => tool.name);

/** A tool as both APIs describe it: name, description and the JSON Schema of its input. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** The tools' JSON Schemas, built once from their zod schemas (what the model may send, before transforms). */
export const MODEL_TOOL_SPECS: ToolSpec[] = MODEL_TOOLS.map((tool) => {
  const { $schema: _dialect, ...parameters } = z.toJSONSchema(tool.input, { io: 'input' });
  return { name: tool.name, description: tool.description, parameters };
});

export interface ToolCallResult {
  /** JSON text for the model. */
  content: string;
  /** True when the model's call was wrong (unknown tool, bad input): the model may correct it. */
  isError: boolean;
}

/**
 * Runs the model's tool calls against the viewer's library and remembers every video a result showed the
 * model, so the answer's citations can be traced to what the model actually read.
 */
export class ToolRunner {
  readonly seenVideoIds = new Set<number>();

  constructor(private readonly tools: LibraryTools) {}

  /** Runs one call; `input` is the parsed object (Claude) or the JSON text (OpenAI-compatible). */
  async run(name: string, input: unknown): Promise<ToolCallResult> {
    const tool = MODEL_TOOLS.find((candidate) => candidate.name === name);
    if (!tool) return failed(`Unknown tool '${name}'. Use one of: ${MODEL_TOOL_NAMES.join(', ')}.`);
    let raw = input;
    if (typeof input === 'string') {
      try {
        raw = input.trim() === '' ? {} : JSON.parse(input);
      } catch {
        return failed(`The arguments of ${name} are not valid JSON.`);
      }
    }
    const parsed = tool.input.safeParse(raw);
    if (!parsed.success) return failed(`Invalid input for ${name}: ${z.prettifyError(parsed.error)}`);
    // A failing library (database down) is not the model's fault: it rejects the whole answer, so the
    // service answers with the chat failure text and logs the cause.
    const { result, videoIds } = await tool.run(this.tools, parsed.data);
    for (const id of videoIds) this.seenVideoIds.add(id);
    return { content: JSON.stringify(result), isError: false };
  }
}

function failed(message: string): ToolCallResult {
  return { content: JSON.stringify({ error: message }), isError: true };
}
