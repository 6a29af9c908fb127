import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import { TAXONOMY_KINDS } from '../../../shared/contracts/taxonomy-kinds';
import { LandingPage } from '../features/landing/landing-page';
import { AppLayout } from '../features/layout/app-layout';
import { ApiRequestError } from '../lib/api-client';
import { paths } from './paths';

// Route chunks load on demand; the landing page stays in the first bundle.
const PublicBrowsePage = lazy(() =>
  import('../features/browse/public-browse-page').then((m) => ({ default: m.PublicBrowsePage })),
);
const VideoPage = lazy(() =>
  import('../features/video-page/video-page').then((m) => ({ default: m.VideoPage })),
);
const TaxonomyPage = lazy(() =>
  import('../features/taxonomy-pages/taxonomy-page').then((m) => ({ default: m.TaxonomyPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx answer will not change on a retry (a 404 should show 'Video Not Found' at once); others get one more try.
      retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

/** /video/{id} is an old permalink form: it redirects to /v/{id} (spec 001 §2). */
function VideoRedirect() {
  const { id } = useParams();
  return <Navigate to={paths.video(Number(id))} replace />;
}

/** The web app: providers, then the route table (spec 000 §2, spec 001 §2). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<LandingPage />} />
            <Route path={paths.publicBrowse} element={<PublicBrowsePage />} />
            <Route path="/v/:id" element={<VideoPage />} />
            <Route path="/video/:id" element={<VideoRedirect />} />
            {TAXONOMY_KINDS.map((kind) => (
              <Route key={kind} path={`/${kind}/:slug`} element={<TaxonomyPage kind={kind} />} />
            ))}
            <Route path={paths.privacy} element={<PrivacyPage />} />
            <Route path="*" element={<Navigate to={paths.home} replace />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
