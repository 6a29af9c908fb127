import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { slugify } from '../../../../shared/domain/slug';
import type { InspirationExample } from './inspiration-examples';
import { PhoneMockup } from './phone-mockup';

const PLATFORM_NAME = { instagram: 'Instagram', tiktok: 'TikTok' } as const;

const chip = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

/** One carousel example: the phone with its first frame, and the analysis beside it. */
export function InspirationSlide({ example }: { example: InspirationExample }) {
  return (
    <article className="grid grid-cols-[6.75rem_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-3xl bg-white p-3.5 shadow-2xl ring-1 shadow-indigo-950/10 ring-slate-900/5 [grid-template-areas:'phone_info''why_why'] sm:grid-cols-[12.5rem_minmax(0,1fr)] sm:gap-x-6 sm:p-5 sm:[grid-template-areas:'phone_info''phone_why']">
      <div className="[grid-area:phone]">
        <PhoneMockup example={example} />
      </div>
      <div className="min-w-0 [grid-area:info] sm:pt-1">
        <p className="text-xs font-semibold tracking-wider text-indigo-600 uppercase">
          {example.niche}
          <span className="text-slate-400"> · {PLATFORM_NAME[example.platform]}</span>
        </p>
        <p className="mt-2 text-[0.95rem] leading-snug font-semibold text-slate-900 sm:text-lg">
          “{example.hook}”
        </p>
        <dl className="mt-3 space-y-3 text-sm sm:mt-4">
          <div className="hidden sm:block">
            <dt className="text-xs font-medium text-slate-500">Visual hook</dt>
            <dd className="mt-0.5 leading-6 text-slate-700">{example.visual}</dd>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <dt className="sr-only">Format</dt>
            <dd>
              <Link
                to={paths.taxonomy('formats', slugify(example.format))}
                className={`${chip} bg-indigo-50 text-indigo-700 ring-indigo-200 hover:bg-indigo-100`}
              >
                {example.format}
              </Link>
            </dd>
            <dt className="sr-only">Concept</dt>
            <dd>
              <Link
                to={paths.taxonomy('concepts', slugify(example.concept))}
                className={`${chip} bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100`}
              >
                {example.concept}
              </Link>
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100 [grid-area:why] sm:self-end">
        <p className="text-xs font-semibold text-slate-900">Why it works</p>
        <p className="mt-1 text-sm leading-6 text-slate-600">{example.whyItWorks}</p>
      </div>
    </article>
  );
}
