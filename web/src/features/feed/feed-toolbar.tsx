import { ChevronDown, Globe, ListFilter, Rss } from 'lucide-react';
import type { FeedScope } from '../../../../shared/contracts/feed';
import type { Follow } from '../../../../shared/contracts/follows';
import { SegmentedToggle } from '../../components/segmented-toggle';
import { FEED_SCOPE_NAMES } from './feed-view';
import { followGroups } from './follow-groups';

interface FollowFilterProps {
  /** The user's follows; undefined while they load. */
  follows: readonly Follow[] | undefined;
  /** The follow the list is narrowed to, or null for all of them. */
  value: string | null;
  onChange: (followId: string | null) => void;
}

/**
 * Following narrowed to one follow (docs/product/feed.md#feed-page): a native select, grouped by kind, so a
 * user with 200 follows still gets a control their keyboard, screen reader and phone know.
 */
export function FollowFilter({ follows, value, onChange }: FollowFilterProps) {
  const groups = followGroups(follows ?? []);
  // A follow in the URL that the list does not hold (gone, or not loaded yet) still shows as chosen.
  const known = value === null || (follows ?? []).some((follow) => follow.id === value);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor="feed-follow" className="text-sm font-medium text-slate-600 max-sm:sr-only">
        Show
      </label>
      <div className="relative min-w-0 flex-1 sm:w-60">
        <ListFilter
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500 sm:hidden"
          aria-hidden
        />
        <select
          id="feed-follow"
          value={value ?? ''}
          disabled={follows === undefined}
          aria-busy={follows === undefined}
          onChange={(event) => onChange(event.target.value || null)}
          // text-base below 640 px: phones zoom into form controls whose text is smaller than 16 px.
          className="h-10 w-full appearance-none truncate rounded-lg border-0 bg-white pr-9 pl-8 text-base font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 sm:pl-3 sm:text-sm"
        >
          <option value="">{follows === undefined ? 'Loading…' : 'Everything I follow'}</option>
          {!known && value !== null && <option value={value}>A follow you no longer have</option>}
          {groups.map((group) => (
            <optgroup key={group.kind} label={group.name}>
              {group.follows.map((follow) => (
                <option key={follow.id} value={follow.id}>
                  {follow.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
      </div>
    </div>
  );
}

const SCOPE_OPTIONS = [
  { value: 'all', label: FEED_SCOPE_NAMES.all, icon: Globe },
  { value: 'follows', label: FEED_SCOPE_NAMES.follows, icon: Rss },
] as const satisfies readonly { value: FeedScope; label: string; icon: typeof Globe }[];

/** Trending in the whole library or only among what the user follows (`scope=follows`). */
export function TrendingScope({
  scope,
  onChange,
}: {
  scope: FeedScope;
  onChange: (scope: FeedScope) => void;
}) {
  return (
    <SegmentedToggle
      legend="Trending in"
      options={SCOPE_OPTIONS}
      value={scope}
      onChange={onChange}
      // Labels on phones too (two icons alone would not say which is which); they are short enough to fit
      // beside the view toggle at 360 px.
      className="max-sm:mr-auto"
    />
  );
}
