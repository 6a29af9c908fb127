import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatModel, ChatModelInput, ChatModelOutput } from '../chat-model';
import { AnswerStream } from './answer-stream';
import { conversationTurns, MAX_TOOL_ROUNDS, systemPrompt, tokenBudget } from './model-instructions';
import { MODEL_TOOL_SPECS, ToolRunner } from './model-tools';

export interface OpenAIModelOptions {
  /** OPENAI_BASE_URL, up to the version: `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` (Ollama). */
  baseURL: string;
  /** OPENAI_API_KEY; a local server may need none. */
  apiKey?: string;
  /** OPENAI_MODEL: the model the endpoint serves, e.g. `gpt-4o-mini` or `llama3.1`. */
  model: string;
}

/** A tool call as the conversation carries it back to the model. */
interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

const TOOLS = MODEL_TOOL_SPECS.map((spec) => ({
  type: 'function' as const,
  function: { name: spec.name, description: spec.description, parameters: spec.parameters },
}));

/**
 * Any OpenAI-compatible `/chat/completions` endpoint (OpenAI, a local Ollama or vLLM; docs/decisions/0023-bot-models.md) with
 * the same prompt, tools, rounds and actions block as ClaudeModel, through the `openai` SDK (streaming,
 * `[DONE]`, errors in the stream and aborts are the SDK's).
 */
export class OpenAIModel implements ChatModel {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAIModelOptions) {
    this.client = new OpenAI({
      baseURL: options.baseURL,
      // A local server may need no key: the SDK insists on one (else it reads OPENAI_API_KEY from the
      // environment), so it gets a placeholder whose Authorization header is then left out (null omits it).
      apiKey: options.apiKey || 'no-key',
      ...(options.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      // The chat has its own time-out (CHAT_MODEL_TIMEOUT_MS); a retry would spend it waiting on a failure.
      maxRetries: 0,
    });
  }

  async answer(input: ChatModelInput): Promise<ChatModelOutput> {
    const runner = new ToolRunner(input.tools);
    const answer = new AnswerStream(input.onDelta);
    const messages: ChatCompletionMessageParam[] = [
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
    messages: ChatCompletionMessageParam[],
    mayUseTools: boolean,
    onText: (text: string) => void,
  ): Promise<{ text: string; toolCalls: ToolCall[] }> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.options.model,
        messages,
        tools: TOOLS,
        tool_choice: mayUseTools ? 'auto' : 'none',
        temperature: input.config.temperature,
        max_tokens: tokenBudget(input.config.maxResponseLength),
        stream: true,
      },
      { signal: input.signal },
    );

    let text = '';
    // Tool calls arrive in pieces keyed by index: the id and name first, the arguments' JSON in parts.
    const calls: ToolCall[] = [];
    for await (const chunk of stream) {
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
