import type { SaveSurface } from './save-texts';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
// The card's control keeps a touch target of at least 40 px over the thumbnail; the detail button matches
// its neighbours in the modal header and on /v/{id} (h-9, as video-actions.tsx draws them).
const LOOK = {
  list: {
    base: `grid size-10 place-items-center rounded-full shadow-sm ring-1 ring-white/30 backdrop-blur-sm transition-colors ${FOCUS}`,
    idle: 'bg-slate-950/55 text-white hover:bg-slate-950/75',
    saved: 'bg-indigo-600 text-white hover:bg-indigo-500',
  },
  detail: {
    base: `inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium shadow-sm ring-1 ring-inset transition-colors ${FOCUS}`,
    idle: 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:text-slate-900',
    saved: 'bg-indigo-50 text-indigo-700 ring-indigo-200 hover:bg-indigo-100',
  },
} as const;

/** The save control's classes on a surface; `iconOnly` draws the detail button as a square icon. */
export function saveControlClass(surface: SaveSurface, saved: boolean, iconOnly: boolean): string {
  const look = LOOK[surface];
  return `${look.base} ${saved ? look.saved : look.idle} ${iconOnly && surface === 'detail' ? 'w-9 px-0' : ''}`;
}
