import { queryOptions } from '@tanstack/react-query';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { type CommentSource, fetchComments } from '../../../components/comments/comments-api';

/** How often an open thread reads the swipefile's comments again, so a collaborator's comment shows up. */
export const THREAD_REFRESH_MS = 30_000;

/** The swipefile's comment calls: /api/swipefiles/{id}/comments. */
export const swipefileCommentSource = (id: string): CommentSource => ({
  base: `/swipefiles/${encodeURIComponent(id)}`,
  queryKey: ['swipefile-comments', id],
});

/**
 * GET /api/swipefiles/{id}/comments, once for the whole page: every saved video's count and thread come
 * from it (rather than a call per card). Read again every 30 s only while a thread is open.
 */
export const swipefileCommentsQuery = (id: string, threadOpen: boolean) => {
  const source = swipefileCommentSource(id);
  return queryOptions({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => fetchComments(source, signal),
    refetchInterval: threadOpen ? THREAD_REFRESH_MS : false,
    staleTime: THREAD_REFRESH_MS / 2,
  });
};

/** Comments are for a swipefile people work on together: one with collaborators, or one shared with the caller. */
export const hasComments = (swipefile: Swipefile) =>
  swipefile.collaborator_count > 0 || swipefile.user_role !== 'owner';
