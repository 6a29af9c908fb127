import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { callToActionClass } from '../../components/call-to-action';
import { InspirationCarousel } from './inspiration-carousel';

const PROOF_POINTS = ['Thousands of analysed videos', 'New videos added daily', 'Instagram Reels & TikTok'];

/** The landing hero (docs/decisions/0001-name-and-copy.md: 'The Short-form Swipe File'; docs/product/overview.md#what-hookshelf-is: thousands of videos, daily additions). */
export function HeroSection() {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgba(99,102,241,0.18),transparent),radial-gradient(40rem_30rem_at_0%_0%,rgba(236,72,153,0.10),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-emerald-400 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
            </span>
            New videos added every day
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl lg:text-7xl">
            <span className="whitespace-nowrap">The Short-form</span>{' '}
            <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-500 bg-clip-text text-transparent">
              Swipe File
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            Hookshelf is a library of thousands of analysed Instagram Reels and TikTok videos, with new ones
            added daily. See the hook, format and story structure behind every video — then save the ideas
            that fit your brand.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link
              to={paths.publicBrowse}
              className={callToActionClass('large', 'primary', 'shadow-lg shadow-indigo-600/25')}
            >
              Browse the library
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            <a href="#browse-by-format" className={callToActionClass('large', 'secondary')}>
              Explore formats
            </a>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {PROOF_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <svg viewBox="0 0 16 16" className="size-4 text-indigo-600" aria-hidden fill="currentColor">
                  <path d="M6.5 11.2 3.3 8l-1 1 4.2 4.2 8-8-1-1z" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <InspirationCarousel />
      </div>
    </section>
  );
}
