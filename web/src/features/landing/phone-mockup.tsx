import { Bookmark, Eye, Heart, MessageCircle, Send } from 'lucide-react';
import { formatEngagement } from '../../../../shared/domain/engagement';
import { formatCount } from '../../../../shared/domain/number-format';
import type { InspirationExample } from './inspiration-examples';

/**
 * A drawn phone showing an example's first frame: text overlay, creator and numbers. Decorative detail is
 * hidden. Its text stays at 12 px even on a phone, where the drawing is small (issue 14: no text under 12 px).
 */
export function PhoneMockup({ example }: { example: InspirationExample }) {
  return (
    <div className="rounded-[1.4rem] bg-slate-900 p-1 shadow-xl shadow-slate-900/20 sm:rounded-[2.1rem] sm:p-1.5">
      <div
        className={`relative flex aspect-[9/16] flex-col overflow-hidden rounded-[1.15rem] bg-gradient-to-br text-white sm:rounded-[1.7rem] ${example.palette}`}
      >
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_30%_15%,rgba(255,255,255,0.4),transparent_55%),linear-gradient(to_top,rgba(0,0,0,0.45),transparent_45%)]"
        />
        <div
          aria-hidden
          className="relative mx-auto mt-1.5 h-2.5 w-10 rounded-full bg-slate-900 sm:mt-2 sm:h-4 sm:w-16"
        />
        <p className="relative mx-2 mt-[22%] self-center rounded-md bg-white px-1.5 py-1 text-center text-xs leading-tight font-extrabold text-slate-900 shadow-lg sm:mx-4 sm:rounded-lg sm:px-2.5 sm:py-1.5 sm:text-[0.95rem]">
          {example.overlay}
        </p>
        <div
          aria-hidden
          className="absolute right-1.5 bottom-14 flex flex-col items-center gap-2 sm:right-2.5 sm:bottom-20 sm:gap-3.5"
        >
          <Heart className="size-5 fill-white" />
          <MessageCircle className="size-5" />
          <Send className="size-5" />
          <Bookmark className="size-5" />
        </div>
        <div className="relative mt-auto p-2 sm:p-3.5">
          <p className="flex items-center gap-1.5 text-xs font-semibold">
            <span
              aria-hidden
              className="grid size-5 shrink-0 place-items-center rounded-full bg-white/30 text-xs ring-1 ring-white/50 sm:size-6"
            >
              {example.handle.charAt(0).toUpperCase()}
            </span>
            <span className="truncate">@{example.handle}</span>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs font-medium text-white/90 sm:mt-2 sm:gap-x-3">
            <span className="inline-flex items-center gap-0.5 sm:gap-1">
              <Eye className="size-2.5 sm:size-3.5" aria-hidden />
              {formatCount(example.views)}
              <span className="sr-only"> views</span>
            </span>
            <span className="inline-flex items-center gap-0.5 sm:gap-1">
              <Heart className="size-2.5 sm:size-3.5" aria-hidden />
              {formatEngagement(example.engagement, 1)}
              <span className="sr-only"> engagement</span>
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
