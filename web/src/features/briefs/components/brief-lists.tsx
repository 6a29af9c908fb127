import { useId, useState } from 'react';
import { BRIEF_LIMITS } from '../../../../../shared/contracts/brief-limits';
import type { BriefBeat, BriefHook, BriefShot } from '../../../../../shared/contracts/briefs';
import { CitedVideoChip } from '../../../components/brief-view/cited-video-chip';
import { type ItemKind, targetKey } from '../brief-comment-places';
import { type BriefDraft, newItemId } from '../brief-draft';
import type { ItemComments } from '../use-brief-comments';
import { EditableList } from './editable-list';
import { INPUT, LABEL, TextField } from './field';
import { ItemCommentButton } from './item-comment-button';
import { VideoSelect } from './video-select';

interface ListProps {
  draft: BriefDraft;
  update: (patch: Partial<BriefDraft>) => void;
  /** Each item's comment button; absent, the items have none. */
  comments?: ItemComments;
}

/** The comment button of each item of a list, for EditableList's `itemActions`. */
export function commentButtons(kind: ItemKind, comments: ItemComments | undefined) {
  if (!comments) return undefined;
  return (item: { id: string } | { video_id: number }, index: number, className: string) => (
    <ItemCommentButton
      comments={comments}
      target={targetKey(kind, 'id' in item ? item.id : item.video_id)}
      name={`${kind === 'video' ? 'cited video' : kind} ${index + 1}`}
      className={className}
    />
  );
}

/** The cited video a hook or beat names, as the chip linking to its analysis (the select names it by title). */
function AdaptedFrom({ videoId, draft }: { videoId: number | null; draft: BriefDraft }) {
  if (videoId === null) return null;
  const cited = draft.videos.find((item) => item.video_id === videoId);
  return (
    <div className="min-w-0">
      <CitedVideoChip videoId={videoId} video={cited?.video} />
    </div>
  );
}

/** The hooks to try: each a line, its device, and the cited video it is adapted from. */
export function HooksSection({ draft, update, comments }: ListProps) {
  return (
    <EditableList<BriefHook>
      title="Hooks"
      noun="hook"
      itemActions={commentButtons('hook', comments)}
      items={draft.hooks}
      itemKey={(item) => item.id}
      max={BRIEF_LIMITS.hooks}
      onChange={(hooks) => update({ hooks })}
      create={() => ({ id: newItemId(), text: '', video_id: null, device: '' })}
      emptyText="No hooks yet. Write the first seconds you will test."
      renderItem={(hook, _index, change) => (
        <>
          <TextField
            label="Hook"
            value={hook.text}
            onChange={(text) => change({ text })}
            maxLength={BRIEF_LIMITS.hookTextMax}
            rows={2}
            required
            placeholder="The opening line or moment"
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Device"
              value={hook.device}
              onChange={(device) => change({ device })}
              maxLength={BRIEF_LIMITS.deviceMax}
              placeholder="e.g. question, number promise"
            />
            <VideoSelect
              label="Adapted from"
              value={hook.video_id}
              videos={draft.videos}
              onChange={(video_id) => change({ video_id })}
            />
          </div>
          <AdaptedFrom videoId={hook.video_id} draft={draft} />
        </>
      )}
    />
  );
}

/** The structure: each beat named, described, and tied to the cited video it follows. */
export function BeatsSection({ draft, update, comments }: ListProps) {
  return (
    <EditableList<BriefBeat>
      title="Beats"
      noun="beat"
      itemActions={commentButtons('beat', comments)}
      items={draft.beats}
      itemKey={(item) => item.id}
      max={BRIEF_LIMITS.beats}
      onChange={(beats) => update({ beats })}
      create={() => ({ id: newItemId(), name: '', description: '', video_id: null })}
      emptyText="No beats yet. Lay out the video's structure, beat by beat."
      renderItem={(beat, _index, change) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Name"
              value={beat.name}
              onChange={(name) => change({ name })}
              maxLength={BRIEF_LIMITS.beatNameMax}
              required
            />
            <VideoSelect
              label="Adapted from"
              value={beat.video_id}
              videos={draft.videos}
              onChange={(video_id) => change({ video_id })}
            />
          </div>
          <AdaptedFrom videoId={beat.video_id} draft={draft} />
          <TextField
            label="Description"
            value={beat.description}
            onChange={(description) => change({ description })}
            maxLength={BRIEF_LIMITS.beatDescriptionMax}
            rows={2}
          />
        </>
      )}
    />
  );
}

/** The shot list: what the camera sees, the text on screen, and how long it runs. */
export function ShotsSection({ draft, update, comments }: ListProps) {
  return (
    <EditableList<BriefShot>
      title="Shot list"
      noun="shot"
      itemActions={commentButtons('shot', comments)}
      items={draft.shots}
      itemKey={(item) => item.id}
      max={BRIEF_LIMITS.shots}
      onChange={(shots) => update({ shots })}
      create={() => ({ id: newItemId(), description: '', on_screen_text: '', duration_s: null })}
      emptyText="No shots yet. List what to film, in order."
      renderItem={(shot, _index, change) => (
        <>
          <TextField
            label="Shot"
            value={shot.description}
            onChange={(description) => change({ description })}
            maxLength={BRIEF_LIMITS.shotDescriptionMax}
            rows={2}
            required
            placeholder="What the camera sees"
          />
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
            <TextField
              label="On-screen text"
              value={shot.on_screen_text}
              onChange={(on_screen_text) => change({ on_screen_text })}
              maxLength={BRIEF_LIMITS.onScreenTextMax}
            />
            <SecondsField value={shot.duration_s} onChange={(duration_s) => change({ duration_s })} />
          </div>
        </>
      )}
    />
  );
}

/**
 * A shot's length: empty for none, else a number of seconds within the limit. What is typed stays as typed
 * ("0." on the way to "0.5"); only a length the server would take reaches the brief.
 */
function SecondsField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const number = Number(text);
  const valid =
    text.trim() === '' || (Number.isFinite(number) && number > 0 && number <= BRIEF_LIMITS.shotSecondsMax);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={LABEL}>
        Seconds
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={text}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? undefined : `${id}-problem`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const seconds = Number(next);
          if (next.trim() === '') onChange(null);
          else if (Number.isFinite(seconds) && seconds > 0 && seconds <= BRIEF_LIMITS.shotSecondsMax)
            onChange(seconds);
        }}
        className={INPUT}
      />
      {!valid && (
        <p id={`${id}-problem`} className="mt-1 text-xs font-medium text-rose-700">
          More than 0, at most {BRIEF_LIMITS.shotSecondsMax}.
        </p>
      )}
    </div>
  );
}
