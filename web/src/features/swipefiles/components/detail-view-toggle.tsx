import { LayoutGrid, RectangleVertical } from 'lucide-react';
import { type SegmentedOption, SegmentedToggle } from '../../../components/segmented-toggle';
import type { DetailView } from '../use-detail-view';

const OPTIONS: SegmentedOption<DetailView>[] = [
  { value: 'grid', label: 'Grid', icon: LayoutGrid },
  { value: 'players', label: 'Players', icon: RectangleVertical },
];

/** The detail's grid / players switch (issue 31), as the browse view switch but with labels on phones too. */
export function DetailViewToggle({
  view,
  onChange,
}: {
  view: DetailView;
  onChange: (view: DetailView) => void;
}) {
  return (
    <SegmentedToggle
      legend="Layout"
      options={OPTIONS}
      value={view}
      onChange={onChange}
      className="shrink-0"
    />
  );
}
