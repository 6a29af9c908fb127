import { ArrowUpRight } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { BrandMark } from '../../components/brand-mark';
import { callToActionClass } from '../../components/call-to-action';
import { useSession } from '../../session/session-context';
import { MobileMenu } from './mobile-menu';
import { ADMIN_NAV, MAIN_NAV, visibleNavItems } from './nav-items';
import { useSignInOffered } from './use-sign-in-offered';

// The signed-in menus (and Radix's dropdown machinery behind them) load only for signed-in users, so a
// visitor's first bundle stays small.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const AdminMenu = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminMenu })));
// The count of swipefiles newly shared with the user (issue 31), beside Swipefiles, as in the phone menu.
const NewSharesSign = lazy(() => import('./new-shares-sign').then((m) => ({ default: m.NewSharesSign })));

const linkClass =
  'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${linkClass} ${isActive ? 'bg-slate-100 text-slate-900' : ''}`;

/**
 * The top bar (docs/product/navigation-and-global.md#navigation-bar). Signed-in: All Videos, Swipefiles, Feed (if allowed), the Admin
 * dropdown (admins) and the account menu. Signed-out: Browse and Sign In (not on the sign-in pages). API
 * Docs for both. `bell` is the notifications bell, which the app passes in (a feature the layout does not
 * import): beside the account menu, and beside the menu button on a phone.
 */
export function NavigationBar({ bell }: { bell?: ReactNode }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const signInOffered = useSignInOffered();
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
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            {signedIn ? (
              <>
                {visibleNavItems(MAIN_NAV, session.tier).map((item) => (
                  <NavLink key={item.to} to={item.to} className={navLinkClass}>
                    {item.label}
                    {item.to === paths.swipefiles && (
                      <Suspense fallback={null}>
                        <NewSharesSign />
                      </Suspense>
                    )}
                  </NavLink>
                ))}
                {session.isAdmin && (
                  <Suspense fallback={<span className={linkClass}>Admin</span>}>
                    <AdminMenu items={visibleNavItems(ADMIN_NAV, session.tier)} triggerClass={linkClass} />
                  </Suspense>
                )}
              </>
            ) : (
              <NavLink to={paths.publicBrowse} className={navLinkClass}>
                Browse
              </NavLink>
            )}
            <a
              href={paths.apiDocs}
              target="_blank"
              rel="noreferrer"
              className={`${linkClass} inline-flex items-center gap-1`}
            >
              API Docs<span className="sr-only"> (opens in a new tab)</span>
              <ArrowUpRight className="size-3.5 text-slate-400" aria-hidden />
            </a>
          </div>
          {bell}
          <div className="hidden items-center md:flex">
            {signedIn ? (
              <Suspense fallback={<span className="ml-2 h-9 w-36" aria-hidden />}>
                <AccountMenu />
              </Suspense>
            ) : (
              signInOffered && (
                // While the session loads the button keeps its place, so the bar does not jump.
                <Link
                  to={paths.login}
                  aria-hidden={session.status === 'loading' ? true : undefined}
                  tabIndex={session.status === 'loading' ? -1 : undefined}
                  className={callToActionClass(
                    'small',
                    'primary',
                    `ml-2 ${session.status === 'loading' ? 'invisible' : ''}`,
                  )}
                >
                  Sign In
                </Link>
              )
            )}
          </div>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
