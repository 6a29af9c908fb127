import { Eye, Lock, MessageSquareQuote, Type } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { utcDate } from '../../../../shared/domain/dates';
import { paths } from '../../../../shared/domain/paths';

import { ThumbnailImage } from '../thumbnail-image';
import { ITEM_CLASS } from './list-layout';
import { type HookLine, type ListVideo, videoDescription, videoHooks } from './list-video';
import { OpenVideoLink } from './open-video-link';
import { HighlightedText } from './search-highlight';
import { type VideoNoteOf, VideoNoteTag } from './video-note';

const HOOK_ICONS = { title: Type, verbal: MessageSquareQuote, visual: Eye } as const;

interface VideoHookRowProps {
  video: ListVideo;
  onOpen: (video: ListVideo) => void;
  /** Why the video is in the list (the Feed), under its title. */
  noteOf?: VideoNoteOf | undefined;
}

/** One video in the hooks view (docs/product/browsing.md#hooks-view): its title, verbal and visual hooks when present, and the date added. */
export const VideoHookRow = memo(function VideoHookRow({ video, onOpen, noteOf }: VideoHookRowProps) {
  const hooks = videoHooks(video);
  const note = noteOf?.(video) ?? null;
  const added = utcDate(video.created_at);
  return (
    <article
      className={`relative flex h-full gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md has-[.open-video:focus-visible]:ring-2 has-[.open-video:focus-visible]:ring-indigo-600 ${ITEM_CLASS.hooks}`}
    >
      <ThumbnailImage
        video={video}
        sizes="80px"
        placeholder="compact"
        alt=""
        className="aspect-[9/16] w-16 shrink-0 self-start rounded-lg text-2xl sm:w-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <h3 className="text-[15px] leading-snug font-semibold text-slate-900">
            <OpenVideoLink
              video={video}
              onOpen={onOpen}
              className="open-video block text-left after:absolute after:inset-0 after:z-10 focus:outline-none"
            >
              {video.simple_description?.trim() ? (
                <span className="line-clamp-2">
                  <HighlightedText text={videoDescription(video)} />
                </span>
              ) : (
                <span className="line-clamp-2 text-slate-500 italic">{videoDescription(video)}</span>
              )}
            </OpenVideoLink>
          </h3>
          {added && (
            <p className="shrink-0 text-xs whitespace-nowrap text-slate-500 sm:pt-0.5">
              Added <time dateTime={video.created_at}>{added}</time>
            </p>
          )}
        </div>
        {note && <VideoNoteTag note={note} className="self-start" />}
        {hooks === null ? <LockedHooks /> : <HookList hooks={hooks} />}
      </div>
    </article>
  );
});

function HookList({ hooks }: { hooks: HookLine[] }) {
  if (hooks.length === 0) return <p className="text-sm text-slate-500 italic">No hooks detected</p>;
  return (
    <ul className="flex flex-col gap-2">
      {hooks.map(({ kind, label, content }) => {
        const Icon = HOOK_ICONS[kind];
        return (
          <li key={kind} className="flex gap-2.5 rounded-lg bg-slate-50 px-3 py-2 text-sm" data-hook={kind}>
            <Icon className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden />
            <p className="min-w-0">
              <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {label}
              </span>
              <span className="text-slate-800">
                {/* Hooks reach signed-in readers only, whose search also matched them (issue 17). */}
                <HighlightedText text={content} />
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** docs/decisions/0004-gated-fields-on-the-server.md: visitors are not sent hooks, so they see a locked panel (placeholder bars, no fake text). */
function LockedHooks() {
  return (
    <div className="relative overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-100 ring-inset">
      <div className="flex flex-col gap-2 p-3 blur-[2px]" aria-hidden>
        {['w-11/12', 'w-4/5', 'w-2/3'].map((width) => (
          <div key={width} className="flex items-center gap-2">
            <div className="size-4 shrink-0 rounded bg-indigo-100" />
            <div className={`h-2.5 rounded-full bg-slate-200 ${width}`} />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 grid place-items-center bg-white/40">
        <Link
          to={paths.login}
          className="relative z-20 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Lock className="size-3.5" aria-hidden />
          Sign in to see the hooks
        </Link>
      </div>
    </div>
  );
}
