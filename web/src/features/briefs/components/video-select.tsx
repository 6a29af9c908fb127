import { videoTitle } from '../../../../../shared/domain/video-title';
import type { DraftVideo } from '../brief-draft';
import { SelectField } from './field';

const NONE = 'none';

/** The label of a cited video in a select: its title, or its number until the server has sent its card. */
export function citedVideoLabel(item: DraftVideo): string {
  return item.video ? videoTitle(item.video) : `Video ${item.video_id}`;
}

interface VideoSelectProps {
  label: string;
  value: number | null;
  videos: readonly DraftVideo[];
  onChange: (videoId: number | null) => void;
}

/** Which cited video a hook or beat is adapted from: one of the brief's cited videos, or none. */
export function VideoSelect({ label, value, videos, onChange }: VideoSelectProps) {
  const options = [
    { value: NONE, label: 'No video' },
    ...videos.map((item) => ({ value: String(item.video_id), label: citedVideoLabel(item) })),
  ];
  return (
    <SelectField
      label={label}
      value={value === null ? NONE : String(value)}
      options={options}
      onChange={(next) => onChange(next === NONE ? null : Number(next))}
    />
  );
}
