import { FolderHeart, LayoutGrid, ScanSearch, Workflow } from 'lucide-react';

// docs/product/browsing.md#cards-view: four feature cards; each names what the library's analysis (docs/product/overview.md#what-hookshelf-is) gives the reader.
const FEATURES = [
  {
    icon: ScanSearch,
    title: 'Every hook, dissected',
    text: 'The title, verbal and visual hook of the first seconds, with the text on screen and why it stops the scroll.',
    tone: 'bg-indigo-50 text-indigo-600 ring-indigo-100',
  },
  {
    icon: LayoutGrid,
    title: 'Organised the way you think',
    text: 'Filter by format, concept, element, topic and account type to find proven ideas for your niche in seconds.',
    tone: 'bg-amber-50 text-amber-600 ring-amber-100',
  },
  {
    icon: Workflow,
    title: 'Story structure, mapped',
    text: 'Each video’s narrative framework: the hook, the beats and the payoff, so you can reuse the shape, not the words.',
    tone: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  },
  {
    icon: FolderHeart,
    title: 'Swipefiles for your team',
    text: 'Save videos into named swipefiles, add notes, and share them with collaborators or by a private link.',
    tone: 'bg-fuchsia-50 text-fuchsia-600 ring-fuchsia-100',
  },
];

/** The four feature cards of the landing page (docs/product/navigation-and-global.md#landing-page). */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase">Why Hookshelf</p>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Stop scrolling for ideas. Study what already works.
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Every video is broken down the same way, so patterns jump out — and your next post starts from
            proof, not a blank page.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text, tone }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl bg-slate-50/60 p-5 ring-1 ring-slate-200 transition-shadow hover:shadow-lg hover:shadow-slate-900/5 sm:block sm:p-6"
            >
              <span className={`grid size-11 shrink-0 place-items-center rounded-xl ring-1 ${tone}`}>
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-base font-semibold text-slate-900 sm:mt-5">{title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-slate-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
