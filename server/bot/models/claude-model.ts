import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool, ToolResultBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { CHAT_MODEL_TIMEOUT_MS } from '../../../shared/contracts/chat';
import type { ChatModel, ChatModelInput, ChatModelOutput } from '../chat-model';
import { AnswerStream } from './answer-stream';
import { conversationTurns, MAX_TOOL_ROUNDS, systemPrompt, tokenBudget } from './model-instructions';
import { MODEL_TOOL_SPECS, ToolRunner } from './model-tools';

export interface ClaudeModelOptions {
  apiKey: string;
  /** ANTHROPIC_BASE_URL: a proxy or gateway speaking the Messages API (tests: a fake on loopback). */
  baseURL?: string;
  /** A fixed model id; without it, the admin's config.defaultModel (a Claude id from BOT_MODELS). */
  model?: string;
  /** Retries of a failed request (429, 5xx, overloaded) inside the chat's 30 s; default 1. */
  maxRetries?: number;
}

const TOOLS: Tool[] = MODEL_TOOL_SPECS.map((spec) => ({
  name: spec.name,
  description: spec.description,
  input_schema: spec.parameters as Tool.InputSchema,
}));

/**
 * Claude answering through the Messages API (@anthropic-ai/sdk, docs/decisions/0023-bot-models.md): the intent's prompt as the
 * system prompt, the library tools run in a loop of at most MAX_TOOL_ROUNDS rounds, text streamed to
 * `onDelta` as it arrives. Actions come as a fenced ```actions block at the end (answer-stream.ts) rather
 * than a tool: a tool call would cost one more round trip after the answer, and the same block works for
 * any OpenAI-compatible model. Errors (HTTP, overloaded, abort) reject; the chat service turns them into
 * the chat failure text.
 */
export class ClaudeModel implements ChatModel {
  private readonly client: Anthropic;

  constructor(private readonly options: ClaudeModelOptions) {
    this.client = new Anthropic({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      maxRetries: options.maxRetries ?? 1,
      timeout: CHAT_MODEL_TIMEOUT_MS,
    });
  }

  async answer(input: ChatModelInput): Promise<ChatModelOutput> {
    const runner = new ToolRunner(input.tools);
    const answer = new AnswerStream(input.onDelta);
    const system = await systemPrompt(input, runner.seenVideoIds);
    const messages: MessageParam[] = conversationTurns(input.history, input.message);

    for (let round = 0; ; round++) {
      input.signal.throwIfAborted();
      // The last round may not call tools, so a model that keeps searching still answers in time.
      const mayUseTools = round < MAX_TOOL_ROUNDS;
      answer.startRound();
      const stream = this.client.messages.stream(
        {
          model: this.options.model ?? input.config.defaultModel,
          max_tokens: tokenBudget(input.config.maxResponseLength),
          temperature: input.config.temperature,
          // The system prompt and tools are the same in every round: cached, the rounds after the first
          // re-read them faster and cheaper (the API ignores the mark below its minimum length).
          system: [{ type: 'text', text: system, cache_control: { type: 'ephemeral' } }],
          messages,
          tools: TOOLS,
          tool_choice: mayUseTools ? { type: 'auto' } : { type: 'none' },
        },
        { signal: input.signal },
      );
      stream.on('text', (delta) => answer.push(delta));
      const message = await stream.finalMessage();

      const calls = message.content.filter((block) => block.type === 'tool_use');
      if (!mayUseTools || message.stop_reason !== 'tool_use' || calls.length === 0) break;
      messages.push({ role: 'assistant', content: message.content });
      const results: ToolResultBlockParam[] = [];
      for (const call of calls) {
        const result = await runner.run(call.name, call.input);
        results.push({
          type: 'tool_result',
          tool_use_id: call.id,
          content: result.content,
          ...(result.isError ? { is_error: true } : {}),
        });
      }
      messages.push({ role: 'user', content: results });
    }
    return answer.finish(runner.seenVideoIds);
  }
}
