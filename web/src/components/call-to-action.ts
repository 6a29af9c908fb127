// Every primary action (the landing's calls to action, Sign In, the welcome and cookie choices, Search)
// shares one shape per size, and each tone is the one place its colours are written (issue 14: one primary
// colour). Class strings rather than a component: the callers are router Links, plain anchors, buttons
// and Radix parts alike, and the landing bundle gains nothing but the strings.

const SIZES = {
  large: 'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3 text-base font-semibold',
  medium: 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold',
  /** Toolbars, the navigation bar, banners: 36 px high. */
  small: 'inline-flex h-9 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold',
} as const;

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2';

const TONES = {
  /** The main action on a light background. */
  primary: `bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 ${FOCUS} focus-visible:outline-indigo-600`,
  /** The other action on a light background. */
  secondary: `bg-white text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 ${FOCUS} focus-visible:outline-indigo-600`,
  /** The main action on a dark band. */
  inverse: `bg-white text-slate-900 shadow-sm hover:bg-indigo-50 ${FOCUS} focus-visible:outline-white`,
  /** The other action on a dark band. */
  inverseOutline: `text-white ring-1 ring-white/30 hover:bg-white/10 ${FOCUS} focus-visible:outline-white`,
} as const;

/** The classes of a call to action or any primary button; `extra` adds what one place needs (a width). */
export function callToActionClass(size: keyof typeof SIZES, tone: keyof typeof TONES, extra = ''): string {
  return `${SIZES[size]} ${TONES[tone]}${extra ? ` ${extra}` : ''}`;
}
