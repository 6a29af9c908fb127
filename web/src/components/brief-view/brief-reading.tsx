import type { ReactNode } from 'react';
import { BRIEF_PLATFORM_LABELS } from '../../../../shared/contracts/brief-limits';
import type { BriefVideo, SharedBrief } from '../../../../shared/contracts/briefs';
import type { PublicVideo } from '../../../../shared/contracts/video';
import { CitedVideoChip } from './cited-video-chip';

/** A cited video; `video` is undefined while the editor has not yet heard the server's card for it. */
export type ReadingVideo = Pick<BriefVideo, 'video_id' | 'why'> & { video?: PublicVideo | null };

/** What every reader of a brief sees; `notes` only reaches the owner and collaborators. */
export type BriefReadingContent = Pick<
  SharedBrief,
  'goal' | 'audience' | 'brand' | 'platform' | 'hooks' | 'beats' | 'shots' | 'cta'
> & { videos: readonly ReadingVideo[]; notes?: string };

/** The cited videos by id, for the chips of the hooks and beats that cite them. */
export function citedVideos(videos: readonly ReadingVideo[]): Map<number, PublicVideo | null | undefined> {
  return new Map(videos.map((item) => [item.video_id, item.video]));
}

/**
 * Issue 34: a brief to read — the read-only pages (/shared/briefs, /public/briefs), a viewer's editor and
 * the printed page. Empty sections are left out, so a short brief reads short.
 */
/** Something drawn beside one item (a viewer's comment button); the reading view knows nothing of it. */
export type ReadingItemAction = (
  kind: 'video' | 'hook' | 'beat' | 'shot',
  item: { id: string } | { video_id: number },
  index: number,
) => ReactNode;

export function BriefReading({
  brief,
  itemAction,
}: {
  brief: BriefReadingContent;
  /** Drawn at the end of each cited video, hook, beat and shot (not on paper). */
  itemAction?: ReadingItemAction;
}) {
  const action = (...args: Parameters<ReadingItemAction>) =>
    itemAction ? <div className="mt-1.5 print:hidden">{itemAction(...args)}</div> : null;
  const videos = citedVideos(brief.videos);
  const chip = (videoId: number | null) =>
    videoId === null ? null : <CitedVideoChip videoId={videoId} video={videos.get(videoId)} />;
  const brand = [brief.brand.name, brief.brand.line].filter(Boolean).join(' — ');
  const empty =
    !brief.goal &&
    !brief.audience &&
    !brand &&
    brief.videos.length + brief.hooks.length + brief.beats.length + brief.shots.length === 0 &&
    !brief.cta &&
    !brief.notes;
  return (
    <div className="flex flex-col gap-8 print:gap-5">
      <dl className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {brief.goal && <Fact label="Goal" wide text={brief.goal} />}
        {brief.audience && <Fact label="Audience" wide text={brief.audience} />}
        {brand && <Fact label="Brand" text={brand} />}
        <Fact label="Platform" text={BRIEF_PLATFORM_LABELS[brief.platform]} />
      </dl>
      {empty && <p className="text-sm text-slate-500 italic">Nothing has been written in this brief yet.</p>}
      {brief.videos.length > 0 && (
        <Section title="Cited videos">
          <ul className="flex flex-col gap-3">
            {brief.videos.map((item, index) => (
              <li key={item.video_id} className="flex flex-col items-start gap-1">
                <CitedVideoChip videoId={item.video_id} video={item.video} />
                {item.why && <p className="text-sm leading-6 text-slate-700">{item.why}</p>}
                {action('video', item, index)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {brief.hooks.length > 0 && (
        <Section title="Hooks">
          <ol className="flex flex-col gap-3">
            {brief.hooks.map((hook, index) => (
              <Item key={hook.id} number={index + 1}>
                <p className="text-base font-medium text-slate-900">{hook.text}</p>
                <div className="mt-1.5 flex flex-wrap items-center gap-2">
                  {hook.device && (
                    <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200">
                      <span className="sr-only">Device: </span>
                      {hook.device}
                    </span>
                  )}
                  {chip(hook.video_id)}
                </div>
                {action('hook', hook, index)}
              </Item>
            ))}
          </ol>
        </Section>
      )}
      {brief.beats.length > 0 && (
        <Section title="Beats">
          <ol className="flex flex-col gap-3">
            {brief.beats.map((beat, index) => (
              <Item key={beat.id} number={index + 1}>
                <p className="text-base font-medium text-slate-900">{beat.name}</p>
                {beat.description && (
                  <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700">
                    {beat.description}
                  </p>
                )}
                {beat.video_id !== null && <div className="mt-1.5">{chip(beat.video_id)}</div>}
                {action('beat', beat, index)}
              </Item>
            ))}
          </ol>
        </Section>
      )}
      {brief.shots.length > 0 && (
        <Section title="Shot list">
          <ol className="flex flex-col gap-3">
            {brief.shots.map((shot, index) => (
              <Item key={shot.id} number={index + 1}>
                <p className="text-sm leading-6 whitespace-pre-line text-slate-900">{shot.description}</p>
                {(shot.on_screen_text || shot.duration_s !== null) && (
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                    {shot.on_screen_text && (
                      <span>
                        On screen: <span className="font-medium text-slate-800">{shot.on_screen_text}</span>
                      </span>
                    )}
                    {shot.duration_s !== null && <span>{shot.duration_s} s</span>}
                  </p>
                )}
                {action('shot', shot, index)}
              </Item>
            ))}
          </ol>
        </Section>
      )}
      {brief.cta && (
        <Section title="Call to action">
          <p className="text-base leading-7 whitespace-pre-line text-slate-800">{brief.cta}</p>
        </Section>
      )}
      {brief.notes && (
        <Section title="Notes">
          <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{brief.notes}</p>
        </Section>
      )}
    </div>
  );
}

function Fact({ label, text, wide = false }: { label: string; text: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 print:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-base leading-7 break-words whitespace-pre-line text-slate-800">{text}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid-page">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Item({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 break-inside-avoid print:p-2 print:ring-0">
      <span
        aria-hidden
        className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </li>
  );
}
