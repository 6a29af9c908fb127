import { ShieldCheck } from 'lucide-react';
import { pageTitle } from '../../../../shared/domain/site';
import { usePageMeta } from '../../hooks/use-page-meta';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** When the policy text last changed in a way readers should know about. */
const LAST_UPDATED = 'November 22, 2026';

/** The privacy page (docs/product/navigation-and-global.md#cookie-notice: /privacy, linked from the cookie notice's 'Learn more'). */
export function PrivacyPage() {
  usePageMeta(
    pageTitle('Privacy Policy'),
    'What Hookshelf stores — your e-mail, swipefiles, notes and usage events — why, for how long, and your rights. We never sell your data.',
  );
  return (
    <div className="bg-white">
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Privacy Policy
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-600">
            How Hookshelf handles your information, in plain language.
          </p>
          <p className="mt-4 text-sm text-slate-500">Last updated {LAST_UPDATED}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <ul className="sticky top-24 space-y-2 border-l border-slate-200 text-sm">
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-slate-400 hover:text-slate-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-2xl space-y-10 text-base leading-7 text-slate-700 [&_li]:pl-1 [&_p+p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
          {PRIVACY_SECTIONS.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={
                section.highlight ? 'rounded-2xl bg-indigo-50/60 p-6 ring-1 ring-indigo-100' : undefined
              }
            >
              <h2
                id={`${section.id}-title`}
                className="mb-3 text-xl font-semibold tracking-tight text-slate-900"
              >
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
