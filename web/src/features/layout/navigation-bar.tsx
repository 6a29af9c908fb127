import { ArrowUpRight } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../app/paths';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';

const linkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The top bar (spec 000 §2 "Navigation bar"), signed-out state: brand, Browse, API Docs, Sign In. */
export function NavigationBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6"
        aria-label="Main"
      >
        <Link
          to={paths.home}
          className="-ml-1 flex items-center gap-2.5 rounded-lg px-1 py-1 text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <BrandMark />
          Hookshelf
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLink
            to={paths.publicBrowse}
            className={({ isActive }) => `${linkClass} ${isActive ? 'bg-slate-100 text-slate-900' : ''}`}
          >
            Browse
          </NavLink>
          <a
            href={paths.apiDocs}
            target="_blank"
            rel="noreferrer"
            className={`${linkClass} inline-flex items-center gap-1`}
          >
            API Docs<span className="sr-only"> (opens in a new tab)</span>
            <ArrowUpRight className="size-3.5 text-slate-400" aria-hidden />
          </a>
          <Link
            to={paths.login}
            className="ml-2 rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Sign In
          </Link>
        </div>
        <MobileMenu />
      </nav>
    </header>
  );
}
