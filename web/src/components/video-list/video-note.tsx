import type { LucideIcon } from 'lucide-react';
import type { ListVideo } from './list-video';

/**
 * Why a video is in a list that picks its videos for the reader (the Feed, docs/product/feed.md#feed-page):
 * the follows it matches ("Skincare · @creator"), what it is like ("Like 3 videos you saved"), its score.
 */
export interface VideoNote {
  text: string;
  icon: LucideIcon;
  /** Read before the text by screen readers, where the text alone does not say what it is ("From what you follow:"). */
  lead?: string;
}

/** A list's notes, one per video or none; keep the function stable (module-level), or every card re-renders. */
export type VideoNoteOf = (video: ListVideo) => VideoNote | null;

const TONES = {
  // On a white card: indigo-700 on indigo-50 (contrast 6.9:1).
  light: 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-200 ring-inset',
  // On a thumbnail's art and its dark scrim: white on indigo-600 (contrast 6.3:1 wherever the art shows through).
  dark: 'bg-indigo-600 text-white ring-1 ring-white/20',
} as const;

/**
 * A note as one small pill, up to two lines (a 170 px phone tile fits "@handle · Topic" whole); a longer
 * one is cut short, whole in its tooltip and for screen readers.
 */
export function VideoNoteTag({
  note,
  tone = 'light',
  className = '',
}: {
  note: VideoNote;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const Icon = note.icon;
  return (
    <p
      title={note.text}
      data-video-note=""
      className={`inline-flex max-w-full items-start gap-1 rounded-lg px-2 py-0.5 text-xs leading-5 font-medium ${TONES[tone]} ${className}`}
    >
      <Icon className="mt-[3px] size-3.5 shrink-0" aria-hidden />
      <span className="line-clamp-2 [overflow-wrap:anywhere]">
        {note.lead && <span className="sr-only">{note.lead} </span>}
        {note.text}
      </span>
    </p>
  );
}
