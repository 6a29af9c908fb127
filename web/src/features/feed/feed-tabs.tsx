import { Flame, Rss, Sparkles } from 'lucide-react';
import type { FeedTab } from '../../../../shared/contracts/feed';
import { FEED_TAB_NAMES, FEED_TABS_SHOWN } from './feed-view';

const TAB_ICONS = { following: Rss, 'for-you': Sparkles, trending: Flame } as const satisfies Record<
  FeedTab,
  unknown
>;

export const FEED_PANEL_ID = 'feed-panel';
export const feedTabId = (tab: FeedTab) => `feed-tab-${tab}`;

/**
 * The Feed's three tabs (the tabs pattern: one tab stop, arrow keys, Home and End move between them); the
 * chosen one is in the URL, so the page owns it.
 */
export function FeedTabs({ tab, onChoose }: { tab: FeedTab; onChoose: (tab: FeedTab) => void }) {
  const move = (to: number) => {
    const next = FEED_TABS_SHOWN[(to + FEED_TABS_SHOWN.length) % FEED_TABS_SHOWN.length] as FeedTab;
    onChoose(next);
    document.getElementById(feedTabId(next))?.focus();
  };
  const at = FEED_TABS_SHOWN.indexOf(tab);
  return (
    <div role="tablist" aria-label="Feed" className="flex gap-1 border-b border-slate-200">
      {FEED_TABS_SHOWN.map((item) => {
        const Icon = TAB_ICONS[item];
        const chosen = item === tab;
        return (
          <button
            key={item}
            type="button"
            role="tab"
            id={feedTabId(item)}
            aria-selected={chosen}
            aria-controls={FEED_PANEL_ID}
            tabIndex={chosen ? 0 : -1}
            onClick={() => onChoose(item)}
            onKeyDown={(event) => {
              const to =
                event.key === 'ArrowRight'
                  ? at + 1
                  : event.key === 'ArrowLeft'
                    ? at - 1
                    : event.key === 'Home'
                      ? 0
                      : event.key === 'End'
                        ? FEED_TABS_SHOWN.length - 1
                        : null;
              if (to === null) return;
              event.preventDefault();
              move(to);
            }}
            className={`-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${chosen ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}
          >
            <Icon className="size-4" aria-hidden />
            {FEED_TAB_NAMES[item]}
          </button>
        );
      })}
    </div>
  );
}
