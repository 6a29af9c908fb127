import { queryOptions } from '@tanstack/react-query';
import { type CommentSource, fetchComments } from '../../../components/comments/comments-api';
import { BRIEFS_KEY } from './briefs-query';

/** How often an open brief reads its comments again, so a collaborator's comment shows up. */
export const COMMENTS_REFRESH_MS = 30_000;

/** The brief's comment calls: /api/briefs/{id}/comments, cached beside the brief. */
export const briefCommentSource = (id: string): CommentSource => ({
  base: `/briefs/${encodeURIComponent(id)}`,
  queryKey: [...BRIEFS_KEY, 'comments', id],
});

/**
 * GET /api/briefs/{id}/comments, read again every 30 s while the page is visible (TanStack Query skips the
 * interval while the tab is in the background).
 */
export const briefCommentsQuery = (id: string) => {
  const source = briefCommentSource(id);
  return queryOptions({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => fetchComments(source, signal),
    refetchInterval: COMMENTS_REFRESH_MS,
    staleTime: COMMENTS_REFRESH_MS / 2,
  });
};
