import type { ChatResponse } from '../../../shared/contracts/chat';

/** How many retrieved ids are listed; the count says how many there were in all. */
const SHOWN_IDS = 12;

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

/**
 * A chat answer's debug details (issue 18: admins only): which intent the question was read as, the model,
 * the videos retrieved and where the time went. The Bot Admin "Try it" box and the chat panel both show
 * them, and a feature may not import another, so the rendering sits here.
 */
export function ChatDebugDetails({ debug }: { debug: NonNullable<ChatResponse['debug']> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">
      <dt className="font-medium text-slate-500">Intent</dt>
      <dd className="font-mono">{debug.intent}</dd>
      <dt className="font-medium text-slate-500">Model</dt>
      <dd className="font-mono">{debug.model}</dd>
      <dt className="font-medium text-slate-500">Retrieved</dt>
      <dd>
        {debug.retrievedIds.length} videos
        {debug.retrievedIds.length > 0 && (
          <span className="font-mono break-all text-slate-500">
            {' '}
            ({debug.retrievedIds.slice(0, SHOWN_IDS).join(', ')})
          </span>
        )}
      </dd>
      <dt className="font-medium text-slate-500">Time</dt>
      <dd>
        {ms(debug.timings.total)} in all, {ms(debug.timings.model)} writing
      </dd>
    </dl>
  );
}
