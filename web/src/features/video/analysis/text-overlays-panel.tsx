import { ChevronDown, Type } from 'lucide-react';
import { useId, useState } from 'react';
import type { TextOverlay } from '../../../../../shared/domain/analysis-fields';
import {
  TEXT_OVERLAY_DEFAULT_TIME,
  TEXT_OVERLAY_DEFAULT_TYPE,
} from '../../../../../shared/domain/analysis-fields';
import { wordFor } from '../../../../../shared/domain/plural';
import { Heading } from './heading-level';

/**
 * The on-screen text of the video (docs/product/video-detail.md#analysis-sections): a panel with a count badge, collapsed by default; each
 * entry shows its type ('Text Overlay' by default), when it appears ('Duration: Throughout' by default)
 * and its text. Nothing is shown for a video without overlays.
 */
export function TextOverlaysPanel({ overlays }: { overlays: TextOverlay[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (overlays.length === 0) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-2xl p-5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:p-6"
        >
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-rose-50 text-rose-600 ring-1 ring-rose-100 ring-inset">
            <Type className="size-4" aria-hidden />
          </span>
          <span className="flex-1 text-base font-semibold tracking-tight text-slate-900">Text Overlays</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 tabular-nums ring-1 ring-slate-200 ring-inset">
            {overlays.length}
            <span className="sr-only"> {wordFor(overlays.length, 'overlay')}</span>
          </span>
          <ChevronDown
            className={`size-5 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-5 pt-4 pb-5 sm:px-6">
        <ol className="space-y-3">
          {overlays.map((overlay, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: overlays may repeat; their order is their identity
            <li key={i} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-rose-50 px-2 py-0.5 font-medium text-rose-700 ring-1 ring-rose-200 ring-inset">
                  {overlay.type?.trim() || TEXT_OVERLAY_DEFAULT_TYPE}
                </span>
                <span className="font-mono text-slate-500">
                  {overlay.timeAppearance?.trim() || TEXT_OVERLAY_DEFAULT_TIME}
                </span>
              </div>
              <p className="mt-2 text-sm leading-6 font-medium whitespace-pre-line text-slate-800">
                {overlay.text}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
