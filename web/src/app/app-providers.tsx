import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../session/session-provider';

/**
 * What every page sits in, the same in the browser and in the server render (so hydration matches): the
 * query client, then the session. The router goes outside (BrowserRouter in main.tsx, StaticRouter in
 * server-entry.tsx), as the session needs it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
