import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BRIEF_LIMITS } from '../../../../../shared/contracts/brief-limits';
import { CitedVideoChip } from '../../../components/brief-view/cited-video-chip';
import { type BriefDraft, type DraftVideo, videoIdFrom, withoutVideo } from '../brief-draft';
import type { ItemComments } from '../use-brief-comments';
import { commentButtons } from './brief-lists';
import { EditableList } from './editable-list';
import { INPUT, LABEL, TextField } from './field';

interface CitedVideosSectionProps {
  draft: BriefDraft;
  update: (change: Partial<BriefDraft> | ((draft: BriefDraft) => Partial<BriefDraft>)) => void;
  comments?: ItemComments;
}

/** The videos the brief is grounded in, each with why it is cited; hooks and beats point at them. */
export function CitedVideosSection({ draft, update, comments }: CitedVideosSectionProps) {
  return (
    <EditableList<DraftVideo>
      title="Cited videos"
      noun="video"
      itemActions={commentButtons('video', comments)}
      hint="The analysed videos this brief borrows from. Hooks and beats can point at them."
      items={draft.videos}
      itemKey={(item) => item.video_id}
      max={BRIEF_LIMITS.videos}
      onChange={(videos) => update({ videos })}
      onRemove={(item) => update((current) => withoutVideo(current, item.video_id))}
      emptyText="No videos cited yet. Add one by its link or number below."
      renderItem={(item, _index, change) => (
        <>
          <div>
            <CitedVideoChip videoId={item.video_id} video={item.video} />
          </div>
          <TextField
            label="Why this video"
            value={item.why}
            onChange={(why) => change({ why })}
            maxLength={BRIEF_LIMITS.whyMax}
            rows={2}
            placeholder="What to borrow from it"
          />
        </>
      )}
      footer={
        draft.videos.length < BRIEF_LIMITS.videos ? (
          <AddVideoForm
            cited={draft.videos}
            onAdd={(videoId) =>
              update((current) => ({ videos: [...current.videos, { video_id: videoId, why: '' }] }))
            }
          />
        ) : null
      }
    />
  );
}

function AddVideoForm({ cited, onAdd }: { cited: readonly DraftVideo[]; onAdd: (videoId: number) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const videoId = videoIdFrom(text);
    if (videoId === null) {
      setProblem('Paste a video link (…/v/123) or its number.');
      return;
    }
    if (cited.some((item) => item.video_id === videoId)) {
      setProblem('This video is cited already.');
      return;
    }
    onAdd(videoId);
    setText('');
    setProblem(null);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <label htmlFor={id} className={LABEL}>
        Add a video
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="text"
          inputMode="url"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Video link or number"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${INPUT} mt-0 sm:flex-1`}
        />
        <button
          type="submit"
          disabled={text.trim() === ''}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden />
          Add video
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-xs font-medium text-rose-700">
          {problem}
        </p>
      )}
    </form>
  );
}
