import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { BriefTab } from '../use-brief-comments';

interface BriefWorkspaceProps {
  tab: BriefTab;
  onTab: (tab: BriefTab) => void;
  /** Open comments, for the tab's label. */
  openCount: number | null;
  main: ReactNode;
  comments: ReactNode;
}

const TABS: BriefTab[] = ['brief', 'comments'];

/**
 * The brief beside its comments: two columns once the workspace is 56rem wide (its own width: the chat drawer narrows it) (the comments sticky and scrolling on their
 * own); on a phone, tabs "Brief" | "Comments (n)" show one at a time. Paper shows the brief only.
 */
export function BriefWorkspace({ tab, onTab, openCount, main, comments }: BriefWorkspaceProps) {
  const tabs = useRef<Record<BriefTab, HTMLButtonElement | null>>({ brief: null, comments: null });
  const label = (value: BriefTab) =>
    value === 'brief' ? 'Brief' : `Comments${openCount === null ? '' : ` (${openCount})`}`;
  // Arrow keys move along the tabs (the selected tab alone is in the Tab order).
  const keyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS[TABS.length - 1]
          : by
            ? TABS[(TABS.indexOf(tab) + by + TABS.length) % TABS.length]
            : undefined;
    if (!to) return;
    event.preventDefault();
    onTab(to);
    tabs.current[to]?.focus();
  };
  return (
    // Laid out by its own width, not the window's: the chat drawer beside it narrows the page.
    <div className="@container">
      <div className="flex flex-col gap-6 @4xl:grid @4xl:grid-cols-[minmax(0,1fr)_22rem] @4xl:items-start @4xl:gap-8 @6xl:grid-cols-[minmax(0,1fr)_24rem] print:block">
        <div
          role="tablist"
          aria-label="Brief and comments"
          onKeyDown={keyDown}
          className="sticky top-16 z-10 -mx-4 flex gap-1 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 @4xl:hidden print:hidden"
        >
          {TABS.map((value) => (
            <button
              key={value}
              ref={(element) => {
                tabs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`brief-tab-${value}`}
              aria-selected={tab === value}
              aria-controls={`brief-panel-${value}`}
              tabIndex={tab === value ? 0 : -1}
              onClick={() => onTab(value)}
              className={`-mb-px h-11 flex-1 border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${
                tab === value
                  ? 'border-indigo-600 text-indigo-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {label(value)}
            </button>
          ))}
        </div>
        <div
          id="brief-panel-brief"
          role="tabpanel"
          aria-labelledby="brief-tab-brief"
          className={`flex min-w-0 flex-col gap-6 ${tab === 'brief' ? '' : '@max-4xl:hidden print:flex'}`}
        >
          {main}
        </div>
        <div
          id="brief-panel-comments"
          role="tabpanel"
          aria-labelledby="brief-tab-comments"
          className={`min-w-0 @4xl:sticky @4xl:top-20 print:hidden ${tab === 'comments' ? '' : '@max-4xl:hidden'}`}
        >
          {comments}
        </div>
      </div>
    </div>
  );
}
