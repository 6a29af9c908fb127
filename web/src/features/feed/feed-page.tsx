import { Bell, Compass, Flame, SlidersHorizontal, Sparkles, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { pageTitle } from '../../../../shared/domain/site';
import { usePageMeta } from '../../hooks/use-page-meta';

// docs/product/feed.md#feed-page / docs/decisions/0025-feed-coming-soon.md: the planned features the Coming Soon page lists.
export const PLANNED_FEED_FEATURES = [
  {
    icon: Sparkles,
    title: 'Personalized recommendations',
    text: 'Videos picked for your niche and the hooks you save most.',
  },
  {
    icon: Tags,
    title: 'Followed taxonomies',
    text: 'Follow the formats, concepts and topics you care about and see them first.',
  },
  {
    icon: Bell,
    title: 'New-video notifications',
    text: 'Hear about it when the library adds videos that match what you follow.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Custom filtering',
    text: 'Save filter sets and shape your feed around them.',
  },
  {
    icon: Flame,
    title: 'Trending content',
    text: 'See which hooks and structures are gaining ground this week.',
  },
] as const;

/** /feed (premium and admin): the Feed's Coming Soon page (docs/product/feed.md#feed-page, docs/product/routes.md#admin-pages). */
export function FeedPage() {
  usePageMeta(
    pageTitle('Feed'),
    'Your personal feed of short-form videos is coming soon to Hookshelf Premium.',
  );
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-indigo-50 via-white to-transparent"
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow-sm">
            <Compass className="size-3.5" aria-hidden />
            Coming Soon
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            Your Feed
          </h1>
          <p className="mt-4 text-base leading-7 text-pretty text-slate-600 sm:text-lg">
            A feed of short-form videos tuned to you is on its way for Premium members. Here is what it will
            bring.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PLANNED_FEED_FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
                <Icon className="size-5" aria-hidden />
              </span>
              <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
              <p className="mt-1.5 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
          <li className="flex flex-col justify-center rounded-2xl bg-slate-900 p-6 text-white shadow-sm">
            <h2 className="text-base font-semibold">Until then</h2>
            <p className="mt-1.5 text-sm leading-6 text-slate-300">
              The whole library is open to you, with the full analysis of every video.
            </p>
            <Link
              to={paths.videos}
              className="mt-4 inline-flex w-fit items-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Browse All Videos
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
