import './app/zod-config';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, createQueryClient } from './app/app';
import { AppProviders } from './app/app-providers';
import { readInitialData } from './app/initial-data';
import '@fontsource-variable/inter/wght.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const initial = readInitialData(document);
// The queries the server answered (a visitor's session, the page's first data) start in the cache, so the
// first render matches the server's HTML and nothing is fetched twice.
if (initial) hydrate(queryClient, initial.queries);

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);
// A drawn page is already on screen, so waking it up may wait for the phone: hydrated as a transition, React
// works in slices of a few milliseconds and answers input between them, where the default hydration is one
// task per boundary (/videos on a 4x slower CPU: a 280 ms task for the frame alone, which Lighthouse
// counts as blocking time).
if (initial?.rendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
