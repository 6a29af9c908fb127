import { useMutation } from '@tanstack/react-query';
import { FlaskConical, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatResponse } from '../../../../shared/contracts/chat';
import { VIDEO_MARKER_PATTERN } from '../../../../shared/domain/video-markers';
import { callToActionClass } from '../../components/call-to-action';
import { ChatDebugDetails } from '../../components/chat-debug-details';
import { apiRequest } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-messages';

/** POST /api/chat with the debug details (admins only), as the chat panel would send it. */
function tryMessage(message: string) {
  return apiRequest<ChatResponse>('/chat', { method: 'POST', body: { message, debug: true } });
}

/** Without the chat's renderer (a test of the panel alone) the answer shows as the text it is. */
const plainText = (text: string) => <p className="whitespace-pre-wrap">{text}</p>;

/**
 * "Try it" (issue 18): a message run through the saved prompts and config with the debug details on —
 * which intent it was read as, which videos were retrieved, where the time went — so an admin sees what
 * a prompt edit does before users do. The answer is drawn by `renderAnswer`, the chat's own markdown renderer
 * (a feature may not import another, so the app hands it in: app/routes/bot-admin-route.tsx), so it reads
 * as users will see it.
 */
export function TryItPanel({ renderAnswer }: { renderAnswer?: (text: string) => ReactNode }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const run = useMutation({ mutationFn: tryMessage });
  const blank = message.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !run.isPending) run.mutate(message.trim());
  };

  const answer = run.data;
  const titles = new Map(
    (answer?.relevantVideos ?? []).map((video) => [
      video.id,
      video.simple_description ?? `Video ${video.id}`,
    ]),
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
          <FlaskConical className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            Try it
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Ask the bot with the saved settings and see how it read the question.
          </p>
        </div>
      </div>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <label htmlFor={`${id}-message`} className="sr-only">
          Message to try
        </label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Give me hook ideas for a fitness coach"
          className="w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30"
        />
        <button
          type="submit"
          disabled={blank || run.isPending}
          className={callToActionClass(
            'small',
            'secondary',
            'h-10 disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          {run.isPending ? 'Asking…' : 'Run'}
        </button>
      </form>
      {run.isError && (
        <p role="alert" className="mt-3 flex items-center gap-2 text-sm font-medium text-rose-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {errorMessage(run.error, 'The bot could not answer. Please try again.')}
        </p>
      )}
      {answer && (
        <div className="mt-4 flex flex-col gap-3" data-testid="try-it-answer">
          {answer.debug && <ChatDebugDetails debug={answer.debug} />}
          <div className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 px-3 py-2 text-sm leading-relaxed text-slate-800">
            {(renderAnswer ?? plainText)(
              answer.response.replace(
                VIDEO_MARKER_PATTERN,
                (_, videoId: string) => `“${titles.get(Number(videoId)) ?? `Video ${videoId}`}”`,
              ),
            )}
          </div>
        </div>
      )}
    </section>
  );
}
