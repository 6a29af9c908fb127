import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { callToActionClass } from '../../components/call-to-action';

/** The closing call to action: /public-beta is the landing page's main action (docs/product/navigation-and-global.md#landing-page). */
export function ClosingCallToAction() {
  return (
    <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="relative isolate overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center shadow-2xl sm:px-16 sm:py-20">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,rgba(129,140,248,0.45),transparent),radial-gradient(30rem_20rem_at_100%_100%,rgba(217,70,239,0.25),transparent)]"
        />
        <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Your next hook is already in the library.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-300">
          Browse the public beta for free — no account needed. Sign in when you’re ready to save videos to
          your own swipefiles.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.publicBrowse} className={callToActionClass('large', 'inverse')}>
            Start browsing free
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link to={paths.login} className={callToActionClass('large', 'inverseOutline')}>
            Sign in
          </Link>
        </div>
      </div>
    </section>
  );
}
