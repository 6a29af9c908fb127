import { useQuery } from '@tanstack/react-query';
import type { ViewResponse } from '../../../../../shared/contracts/views';
import { ApiRequestError, apiGet } from '../../../lib/api-client';

/** The cache key of one view by slug (the server render seeds it under this key). */
export function publicViewQueryKey(slug: string) {
  return ['views', 'public', slug] as const;
}

/**
 * An unknown slug (the API's 404 `view_not_found`), kept as an answer rather than an error: it is what the
 * page has to say, and the server can seed it so a visitor's HTML (sent with a 404) already says it.
 */
export interface MissingView {
  success: false;
  code: 'view_not_found';
}
export const MISSING_VIEW: MissingView = { success: false, code: 'view_not_found' };
type ViewAnswer = ViewResponse | MissingView;

/** One view by slug (docs/decisions/0006-views.md): GET /api/views/public?slug=; `data` is null when there is none. */
export function usePublicView(slug: string) {
  return useQuery({
    queryKey: publicViewQueryKey(slug),
    queryFn: ({ signal }): Promise<ViewAnswer> =>
      apiGet<ViewAnswer>(`/views/public?slug=${encodeURIComponent(slug)}`, signal).catch((error) => {
        // 404: no view has the slug; 400: nothing shaped like one could.
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          return MISSING_VIEW;
        }
        throw error;
      }),
    select: (body) => (body.success ? body.data : null),
  });
}
