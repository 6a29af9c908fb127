import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product/routes.md#unknown-addresses: scroll resets to the top on navigation (a new path; filter changes in the query keep the place). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change itself is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
