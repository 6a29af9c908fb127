import { LayoutGrid, RectangleVertical, Rows3 } from 'lucide-react';
import { type SegmentedOption, SegmentedToggle } from '../segmented-toggle';
import type { VideoListView } from './list-layout';

const OPTIONS: SegmentedOption<VideoListView>[] = [
  { value: 'cards', label: 'Cards', icon: LayoutGrid },
  { value: 'thumbnails', label: 'Thumbnails', icon: RectangleVertical },
  { value: 'hooks', label: 'Hooks', icon: Rows3 },
];

/** The cards / thumbnails / hooks switch (docs/product/browsing.md#cards-view), labels hidden on phones. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: VideoListView;
  onChange: (view: VideoListView) => void;
}) {
  return <SegmentedToggle legend="View" options={OPTIONS} value={view} onChange={onChange} compact />;
}
