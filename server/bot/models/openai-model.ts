import type { ChatModel, ChatModelInput, ChatModelOutput } from '../chat-model';
import { AnswerStream } from './answer-stream';
import { conversationTurns, MAX_TOOL_ROUNDS, systemPrompt, tokenBudget } from './model-instructions';
import { MODEL_TOOL_SPECS, ToolRunner } from './model-tools';
import { serverSentEventData } from './server-sent-events';

export interface OpenAIModelOptions {
  /** OPENAI_BASE_URL, up to the version: `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` (Ollama). */
  baseURL: string;
  /** OPENAI_API_KEY; a local server may need none. */
  apiKey?: string;
  /** OPENAI_MODEL: the model the endpoint serves, e.g. `gpt-4o-mini` or `llama3.1`. */
  model: string;
}

/** A message of the chat-completions conversation (only the shapes this model sends). */
type CompletionMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** One streamed chunk, as far as it is read here. */
interface CompletionChunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  error?: { message?: string };
}

const TOOLS = MODEL_TOOL_SPECS.map((spec) => ({
  type: 'function' as const,
  function: { name: spec.name, description: spec.description, parameters: spec.parameters },
}));

/**
 * Any OpenAI-compatible `/chat/completions` endpoint (OpenAI, a local Ollama or vLLM; DECISIONS.md 23) with
 * the same prompt, tools, rounds and actions block as ClaudeModel, over plain fetch: the endpoint's
 * streaming (`data:` chunks, then `[DONE]`) and function calling are all it needs, so no SDK is added.
 */
export class OpenAIModel implements ChatModel {
  private readonly url: string;

  constructor(private readonly options: OpenAIModelOptions) {
    this.url = `${options.baseURL.replace(/\/+$/, '')}/chat/completions`;
  }

  async answer(input: ChatModelInput): Promise<ChatModelOutput> {
    const runner = new ToolRunner(input.tools);
    const answer = new AnswerStream(input.onDelta);
    const messages: CompletionMessage[] = [
      { role: 'system', content: await systemPrompt(input, runner.seenVideoIds) },
      ...conversationTurns(input.history, input.message),
    ];

    for (let round = 0; ; round++) {
      input.signal.throwIfAborted();
      // The last round may not call tools, so a model that keeps searching still answers in time.
      const mayUseTools = round < MAX_TOOL_ROUNDS;
      answer.startRound();
      const reply = await this.complete(input, messages, mayUseTools, (text) => answer.push(text));
      if (!mayUseTools || reply.toolCalls.length === 0) break;
      messages.push({ role: 'assistant', content: reply.text || null, tool_calls: reply.toolCalls });
      for (const call of reply.toolCalls) {
        const result = await runner.run(call.function.name, call.function.arguments);
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
    }
    return answer.finish(runner.seenVideoIds);
  }

  /** One streamed completion: its text (also passed to `onText` piece by piece) and its tool calls. */
  private async complete(
    input: ChatModelInput,
    messages: CompletionMessage[],
    mayUseTools: boolean,
    onText: (text: string) => void,
  ): Promise<{ text: string; toolCalls: ToolCall[] }> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        messages,
        tools: TOOLS,
        tool_choice: mayUseTools ? 'auto' : 'none',
        temperature: input.config.temperature,
        max_tokens: tokenBudget(input.config.maxResponseLength),
        stream: true,
      }),
      signal: input.signal,
    });
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      throw new Error(`The OpenAI-compatible endpoint answered ${response.status}: ${detail}`);
    }

    let text = '';
    // Tool calls arrive in pieces keyed by index: the id and name first, the arguments' JSON in parts.
    const calls: ToolCall[] = [];
    for await (const data of serverSentEventData(response.body)) {
      if (data.trim() === '[DONE]') break;
      const chunk = JSON.parse(data) as CompletionChunk;
      if (chunk.error)
        throw new Error(`The OpenAI-compatible endpoint failed: ${chunk.error.message ?? data}`);
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) {
        text += delta.content;
        onText(delta.content);
      }
      for (const piece of delta?.tool_calls ?? []) {
        const index = piece.index ?? calls.length;
        calls[index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } };
        const call = calls[index];
        if (piece.id) call.id = piece.id;
        // The name comes whole (some servers repeat it in every piece); the arguments come in parts.
        if (piece.function?.name && !call.function.name) call.function.name = piece.function.name;
        if (piece.function?.arguments) call.function.arguments += piece.function.arguments;
      }
    }
    // Some local servers send calls without ids; the conversation needs one to pair each result.
    const toolCalls = calls
      .filter((call) => call?.function.name)
      .map((call, index) => ({ ...call, id: call.id || `call_${messages.length}_${index}` }));
    return { text, toolCalls };
  }
}
