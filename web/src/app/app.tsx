import { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { TAXONOMY_KINDS } from '../../../shared/contracts/taxonomy-kinds';
import { paths } from '../../../shared/domain/paths';
import { RequireAuth } from '../features/auth/require-auth';
import { LandingPage } from '../features/landing/landing-page';
import { AppLayout } from '../features/layout/app-layout';
import { ApiRequestError } from '../lib/api-client';
import { FEED_IS_PREMIUM, pageNotFound, withNotice } from '../lib/route-notice';
import { ADMIN_TIERS, FEED_TIERS } from '../session/tiers';
import { renderAccountSettings } from './account-settings-slot';
import { ChatSlot } from './chat-slot';
import { NotificationBellSlot } from './notification-bell-slot';

// Route chunks load on demand; the landing page stays in the first bundle.
// The browse routes, /feed and /v/{id} go through ./routes, which wire the video detail and the save control in
// (./video-slots.tsx, ./save-slots.tsx).
const PublicBrowsePage = lazy(() =>
  import('./routes/public-browse-route').then((m) => ({ default: m.PublicBrowseRoute })),
);
const AllVideosPage = lazy(() =>
  import('./routes/all-videos-route').then((m) => ({ default: m.AllVideosRoute })),
);
// The read-only swipefile pages (docs/decisions/0018-shared-links.md): their own small chunk, no saving or editing code.
const SharedSwipefilePage = lazy(() =>
  import('../features/shared-swipefile/shared-swipefile-page').then((m) => ({
    default: m.SharedSwipefilePage,
  })),
);
// The read-only brief pages (issue 34): their own small chunk, no editing code.
const SharedBriefPage = lazy(() =>
  import('../features/shared-brief/shared-brief-page').then((m) => ({ default: m.SharedBriefPage })),
);
const VideoPage = lazy(() =>
  import('./routes/video-page-route').then((m) => ({ default: m.VideoPageRoute })),
);
const TaxonomyPage = lazy(() =>
  import('./routes/taxonomy-route').then((m) => ({ default: m.TaxonomyRoute })),
);
const ViewPage = lazy(() => import('./routes/view-route').then((m) => ({ default: m.ViewRoute })));
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/login/login-page').then((m) => ({ default: m.LoginPage })),
);
const VerifyOtpPage = lazy(() =>
  import('../features/auth/verify-otp-page').then((m) => ({ default: m.VerifyOtpPage })),
);
const SwipefilesPage = lazy(() =>
  import('../features/swipefiles/swipefiles-page').then((m) => ({ default: m.SwipefilesPage })),
);
const SwipefileDetailPage = lazy(() =>
  import('./routes/swipefile-detail-route').then((m) => ({ default: m.SwipefileDetailRoute })),
);
const BriefsPage = lazy(() =>
  import('../features/briefs/briefs-page').then((m) => ({ default: m.BriefsPage })),
);
const BriefEditorPage = lazy(() =>
  import('../features/briefs/brief-editor-page').then((m) => ({ default: m.BriefEditorPage })),
);
const FeedPage = lazy(() => import('./routes/feed-route').then((m) => ({ default: m.FeedRoute })));
const AdminDashboardPage = lazy(() =>
  import('../features/admin-dashboard/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const ViewsAdminPage = lazy(() =>
  import('../features/views-admin/views-page').then((m) => ({ default: m.ViewsPage })),
);
const BotAdminPage = lazy(() =>
  import('./routes/bot-admin-route').then((m) => ({ default: m.BotAdminRoute })),
);
const AdminImportPage = lazy(() =>
  import('../features/admin-import/admin-import-page').then((m) => ({ default: m.AdminImportPage })),
);
const UsersPage = lazy(() =>
  import('../features/admin-users/users-page').then((m) => ({ default: m.UsersPage })),
);
const TaxonomyListPage = lazy(() =>
  import('../features/taxonomy-admin/taxonomy-list-page').then((m) => ({ default: m.TaxonomyListPage })),
);

/** The query client of one page load (the browser's) or one server render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx answer will not change on a retry (a 404 should show 'Video Not Found' at once); others get one more try.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** /video/{id} is an old permalink form: it redirects to /v/{id} (docs/product/routes.md#redirects). */
function VideoRedirect() {
  const { id } = useParams();
  return <Navigate to={paths.video(Number(id))} replace />;
}

/** docs/product/routes.md#unknown-addresses: an unknown path goes to /, with a notice naming the page that is not there. */
function NotFoundRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={paths.home} replace state={withNotice(pageNotFound(pathname))} />;
}

/**
 * The route table (docs/product/routes.md#public-pages, docs/product/routes.md#signed-in-pages), inside the providers of web/src/app/app-providers.tsx: the
 * browser's (main.tsx) or the server render's (server-entry.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AppLayout
            chat={<ChatSlot />}
            bell={<NotificationBellSlot />}
            accountSettings={renderAccountSettings}
          />
        }
      >
        <Route index element={<LandingPage />} />
        <Route path={paths.publicBrowse} element={<PublicBrowsePage />} />
        <Route path="/v/:id" element={<VideoPage />} />
        <Route path="/video/:id" element={<VideoRedirect />} />
        {TAXONOMY_KINDS.map((kind) => (
          <Route key={kind} path={`/${kind}/:slug`} element={<TaxonomyPage kind={kind} />} />
        ))}
        <Route path="/views/:slug" element={<ViewPage />} />
        <Route path="/shared/swipefiles/:token" element={<SharedSwipefilePage kind="link" />} />
        <Route path="/public/swipefiles/:slug" element={<SharedSwipefilePage kind="public" />} />
        <Route path="/shared/briefs/:token" element={<SharedBriefPage kind="link" />} />
        <Route path="/public/briefs/:slug" element={<SharedBriefPage kind="public" />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.verifyOtp} element={<VerifyOtpPage />} />
        {/* docs/product/sign-in.md#route-guard: signed-in routes, then tier-restricted ones. */}
        <Route element={<RequireAuth />}>
          <Route path={paths.videos} element={<AllVideosPage />} />
          <Route path={paths.homeAlias} element={<Navigate to={paths.videos} replace />} />
          <Route path={paths.swipefiles} element={<SwipefilesPage />} />
          <Route path="/swipefiles/:id" element={<SwipefileDetailPage />} />
          <Route path={paths.briefs} element={<BriefsPage />} />
          <Route path="/briefs/:id" element={<BriefEditorPage />} />
        </Route>
        <Route element={<RequireAuth tiers={FEED_TIERS} deniedNotice={FEED_IS_PREMIUM} />}>
          <Route path={paths.feed} element={<FeedPage />} />
        </Route>
        <Route element={<RequireAuth tiers={ADMIN_TIERS} />}>
          <Route path={paths.adminDashboard} element={<AdminDashboardPage />} />
          <Route path={paths.analytics} element={<Navigate to={paths.adminDashboard} replace />} />
          <Route path={paths.adminUsers} element={<UsersPage />} />
          <Route path={paths.adminViews} element={<ViewsAdminPage />} />
          <Route path={paths.botAdmin} element={<BotAdminPage />} />
          <Route path={paths.adminImport} element={<AdminImportPage />} />
          {TAXONOMY_KINDS.map((kind) => (
            <Route key={kind} path={`/${kind}`} element={<TaxonomyListPage key={kind} kind={kind} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRedirect />} />
      </Route>
    </Routes>
  );
}
