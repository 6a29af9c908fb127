import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { AccountSettingsContext, type AccountSettingsSlot } from './account-settings';
import { NavigationBar } from './navigation-bar';
import { SiteFooter } from './site-footer';
import { usePageViewTracking } from './use-page-view-tracking';
import { useScrollToTop } from './use-scroll-to-top';
import { useStartupOverlay } from './use-startup-overlay';
import { WelcomeGate } from './welcome-gate';

// The toast outlet (and sonner, ~10 KiB gzip) is its own chunk: toasts only answer what a visitor does, so
// it need not share a phone's first seconds with the page's image (issue 14).
const ToastOutlet = lazy(() => import('./toast-outlet').then((m) => ({ default: m.ToastOutlet })));
// The cookie notice shows 1 s after load (docs/product/limits.md#interface-timings), so it need not ride in every page's first bundle.
const CookieNotice = lazy(() => import('./cookie-notice').then((m) => ({ default: m.CookieNotice })));

/**
 * Fades the start-up overlay out. It sits inside the route's Suspense boundary, so its effect runs only when
 * the routed page has committed: at start the overlay is the one loading state, never followed by the
 * route's skeleton. (A server-rendered page comes without the overlay: server/pages/page-render.ts.)
 */
function StartupOverlayRelease() {
  useStartupOverlay();
  // A server-drawn page shows before it can answer a click; from here on its routed page is hydrated.
  // Browser tests wait for this mark before they interact, as a person waits for a page to respond.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/**
 * Page frame: navigation bar, the routed page, footer, and the global pieces of docs/product/navigation-and-global.md#navigation-bar. `chat` is the
 * strategy bot's panel, which the app passes in (a feature the layout does not import); the frame shifts
 * left while its drawer is open (styles.css). `bell` is the notifications bell, and `accountSettings` go into the account menus,
 * likewise passed in.
 */
export function AppLayout({
  chat,
  bell,
  accountSettings = null,
}: {
  chat?: ReactNode;
  bell?: ReactNode;
  /** Settings the account menus show (the digest setting), passed in as `chat` is. */
  accountSettings?: AccountSettingsSlot | null;
}) {
  useScrollToTop();
  usePageViewTracking();
  return (
    <AccountSettingsContext.Provider value={accountSettings}>
      <div className="flex min-h-screen flex-col" data-app-frame>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <NavigationBar bell={bell} />
        <main id="main" className="flex-1">
          {/* Route pages load as lazy chunks (web/src/app/app.tsx); the frame stays while they load, and the
            skeleton fills the screen so the footer stays below the fold. */}
          <Suspense fallback={<PageLoading />}>
            <StartupOverlayRelease />
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
        <WelcomeGate />
        <Suspense fallback={null}>
          <CookieNotice />
        </Suspense>
        {chat}
        <Suspense fallback={null}>
          <ToastOutlet />
        </Suspense>
      </div>
    </AccountSettingsContext.Provider>
  );
}
