import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../lib/analytics';

/** Reports each page view to analytics (docs/product/sign-in.md#route-guard: page views are reported). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ type: 'page_view', path: pathname });
  }, [pathname]);
}
