// The landing carousel's examples (docs/product/navigation-and-global.md#landing-page, docs/product/limits.md#display-rules: exactly 7). Invented creators in the style of the demo
// library (docs/decisions/0003-demo-library.md: no scraped content); formats and concepts are demo library names.

/** One slide: the hook a viewer sees first and why it works. */
export interface InspirationExample {
  platform: 'instagram' | 'tiktok';
  handle: string;
  niche: string;
  /** The verbal hook: the first words spoken. */
  hook: string;
  /** The text overlay on screen in the first seconds. */
  overlay: string;
  /** The visual hook: what the first frames show. */
  visual: string;
  format: string;
  concept: string;
  whyItWorks: string;
  views: number;
  /** A fraction, as the library stores it (docs/product/limits.md#display-rules). */
  engagement: number;
  /** Tailwind gradient classes for the phone screen. */
  palette: string;
}

export const INSPIRATION_EXAMPLES: InspirationExample[] = [
  {
    platform: 'tiktok',
    handle: 'budgetwithnia',
    niche: 'Personal finance',
    hook: 'I saved $11,000 last year without a budget. Here’s the one rule.',
    overlay: 'No budget. $11K saved.',
    visual: 'Holds up a year of bank statements, then drops them off-frame.',
    format: 'Talking Head',
    concept: 'Contrarian Take',
    whyItWorks: 'A specific number plus a promise to break the rules everyone else follows.',
    views: 1_840_000,
    engagement: 0.087,
    palette: 'from-emerald-400 via-teal-500 to-cyan-700',
  },
  {
    platform: 'instagram',
    handle: 'theslowkitchen',
    niche: 'Home cooking',
    hook: 'Stop crowding the pan. This is why your vegetables go soggy.',
    overlay: 'Why your veg goes soggy',
    visual: 'A sizzling overhead shot of a crowded pan, steam everywhere.',
    format: 'Tutorial / How-To',
    concept: 'Mistakes to Avoid',
    whyItWorks: 'Names a mistake the viewer is making right now, then fixes it within seconds.',
    views: 642_000,
    engagement: 0.064,
    palette: 'from-amber-300 via-orange-500 to-rose-600',
  },
  {
    platform: 'tiktok',
    handle: 'deskdiaries.co',
    niche: 'Productivity',
    hook: '5 free tools that replaced my $200-a-month software stack',
    overlay: '$200/mo → $0',
    visual: 'Cancels a subscription on screen in the very first second.',
    format: 'Listicle',
    concept: 'Quick Win',
    whyItWorks: 'A countable promise and a saving the viewer can act on before the video ends.',
    views: 2_310_000,
    engagement: 0.112,
    palette: 'from-sky-400 via-indigo-500 to-violet-700',
  },
  {
    platform: 'instagram',
    handle: 'coachmarcos.fit',
    niche: 'Fitness',
    hook: 'You don’t need 10,000 steps. You need these 3 walks.',
    overlay: '10,000 steps is a myth?',
    visual: 'Points at a study headline keyed in behind him.',
    format: 'Green Screen Commentary',
    concept: 'Myth Busting',
    whyItWorks: 'Challenges a belief most viewers hold, with the research right there on screen.',
    views: 915_000,
    engagement: 0.071,
    palette: 'from-lime-300 via-emerald-500 to-green-800',
  },
  {
    platform: 'tiktok',
    handle: 'studio.juniper',
    niche: 'Small business',
    hook: 'Packing 214 orders before my 9-to-5 — day 30 of going full time',
    overlay: 'Day 30 of going full time',
    visual: 'A time-lapse of a packing table filling up at 6 a.m.',
    format: 'Day in the Life',
    concept: 'Aspirational Lifestyle',
    whyItWorks: 'A routine viewers want, with a running series that gives them a reason to follow.',
    views: 488_000,
    engagement: 0.093,
    palette: 'from-pink-300 via-fuchsia-500 to-purple-700',
  },
  {
    platform: 'instagram',
    handle: 'drlenaskin',
    niche: 'Skincare',
    hook: 'As a dermatologist, this is the one product I’d never put on my face',
    overlay: 'The one product I’d never use',
    visual: 'Slides a bottle across the counter, face-down, label hidden.',
    format: 'Talking Head',
    concept: 'Insider Secret',
    whyItWorks: 'Authority in the first five words and a reveal held back until the end.',
    views: 3_120_000,
    engagement: 0.058,
    palette: 'from-rose-300 via-pink-500 to-red-700',
  },
  {
    platform: 'tiktok',
    handle: 'rentwithruby',
    niche: 'Home & interiors',
    hook: 'My landlord said no holes in the walls. Watch what $60 did anyway.',
    overlay: 'Renter-friendly, $60 total',
    visual: 'A bare white wall, then a hard cut to the finished corner.',
    format: 'Voiceover B-roll',
    concept: 'Problem / Solution',
    whyItWorks: 'A relatable constraint, a small budget and a payoff viewers can picture in their own home.',
    views: 1_260_000,
    engagement: 0.104,
    palette: 'from-yellow-300 via-amber-500 to-orange-700',
  },
];
