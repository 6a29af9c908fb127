import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppToaster } from '../../components/app-toaster';
import { PageLoading } from '../../components/page-loading';
import { CookieNotice } from './cookie-notice';
import { NavigationBar } from './navigation-bar';
import { SiteFooter } from './site-footer';
import { usePageViewTracking } from './use-page-view-tracking';
import { useScrollToTop } from './use-scroll-to-top';
import { useStartupOverlay } from './use-startup-overlay';
import { WelcomeGate } from './welcome-gate';

/** Page frame: navigation bar, the routed page, footer, and the global pieces of spec 000 §2. */
export function AppLayout() {
  useStartupOverlay();
  useScrollToTop();
  usePageViewTracking();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationBar />
      <main id="main" className="flex-1">
        {/* Route pages load as lazy chunks (web/src/app/app.tsx); the frame stays while they load. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <WelcomeGate />
      <CookieNotice />
      <AppToaster />
    </div>
  );
}
