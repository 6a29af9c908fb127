import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentAnchorKind } from '../../../../shared/contracts/comment-limits';
import type { Comment, CommentList } from '../../../../shared/contracts/comments';
import { apiGet, apiRequest } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';

/**
 * Where a thread lives: `base` is the brief's or swipefile's API path (`/briefs/{id}`, `/swipefiles/{id}`),
 * `queryKey` the cache key its GET …/comments is kept under. Briefs and swipefiles answer the same calls.
 */
export interface CommentSource {
  base: string;
  queryKey: QueryKey;
}

/** What a new comment is on, as POST …/comments takes it. */
export type CommentAnchorBody =
  | { kind: 'brief' }
  | { kind: Exclude<CommentAnchorKind, 'brief' | 'saved_video'>; index: number }
  | { kind: 'saved_video'; id: string };

interface CommentAnswer {
  success: true;
  data: Comment;
}

/** The toasts of a failed comment action (errorMessage prefers the server's words for a named refusal). */
export const COMMENT_MESSAGES = {
  postFailed: 'Could not post your comment. Please try again.',
  editFailed: 'Could not save your edit. Please try again.',
  deleteFailed: 'Could not delete the comment. Please try again.',
  resolveFailed: 'Could not resolve the comment. Please try again.',
  reopenFailed: 'Could not reopen the comment. Please try again.',
  loadFailed: 'Error loading comments. Please try again.',
} as const;

const commentPath = (source: CommentSource, id?: string) =>
  `${source.base}/comments${id ? `/${encodeURIComponent(id)}` : ''}`;

/** GET …/comments: the thread, oldest first, with the people a comment may mention. */
export function fetchComments(source: CommentSource, signal?: AbortSignal, query = ''): Promise<CommentList> {
  return apiGet<{ success: true; data: CommentList }>(`${commentPath(source)}${query}`, signal).then(
    (body) => body.data,
  );
}

/**
 * The thread's four actions, each keeping the cached thread in step: a post or an edit puts the server's
 * comment in place; Delete and Resolve change the list at once and put it back if the server refuses. A
 * failure is a toast; the text being written stays where it was.
 */
export function useCommentActions(source: CommentSource) {
  const queryClient = useQueryClient();
  const { queryKey } = source;
  const patch = (change: (comments: Comment[]) => Comment[]) =>
    queryClient.setQueryData<CommentList>(queryKey, (old) =>
      old ? { ...old, comments: change(old.comments) } : old,
    );
  const put = (comment: Comment) =>
    patch((comments) =>
      comments.some((other) => other.id === comment.id)
        ? comments.map((other) => (other.id === comment.id ? comment : other))
        : [...comments, comment],
    );
  // An action that changes the list before the answer: what it was, to put back on a refusal.
  const optimistic = async (change: (comments: Comment[]) => Comment[]) => {
    await queryClient.cancelQueries({ queryKey });
    const before = queryClient.getQueryData<CommentList>(queryKey);
    patch(change);
    return { before };
  };
  const rollback = (context: { before?: CommentList } | undefined) => {
    if (context?.before) queryClient.setQueryData(queryKey, context.before);
  };

  const post = useMutation({
    mutationFn: (input: { body: string; anchor: CommentAnchorBody }) =>
      apiRequest<CommentAnswer>(commentPath(source), { method: 'POST', body: input }).then((a) => a.data),
    onSuccess: put,
    onError: (error) => notify('error', errorMessage(error, COMMENT_MESSAGES.postFailed)),
  });
  const edit = useMutation({
    mutationFn: (input: { id: string; body: string }) =>
      apiRequest<CommentAnswer>(commentPath(source, input.id), {
        method: 'PUT',
        body: { body: input.body },
      }).then((a) => a.data),
    onSuccess: put,
    onError: (error) => notify('error', errorMessage(error, COMMENT_MESSAGES.editFailed)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(commentPath(source, id), { method: 'DELETE' }),
    onMutate: (id) => optimistic((comments) => comments.filter((comment) => comment.id !== id)),
    onError: (error, _id, context) => {
      rollback(context);
      notify('error', errorMessage(error, COMMENT_MESSAGES.deleteFailed));
    },
  });
  const resolve = useMutation({
    mutationFn: (input: { id: string; resolved: boolean }) =>
      apiRequest<CommentAnswer>(`${commentPath(source, input.id)}/resolve`, {
        method: 'POST',
        body: { resolved: input.resolved },
      }).then((a) => a.data),
    onMutate: (input) =>
      optimistic((comments) =>
        comments.map((comment) =>
          comment.id === input.id
            ? {
                ...comment,
                resolved: input.resolved,
                resolved_at: input.resolved ? new Date().toISOString() : null,
              }
            : comment,
        ),
      ),
    onSuccess: put,
    onError: (error, input, context) => {
      rollback(context);
      notify(
        'error',
        errorMessage(error, input.resolved ? COMMENT_MESSAGES.resolveFailed : COMMENT_MESSAGES.reopenFailed),
      );
    },
  });
  return { post, edit, remove, resolve };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
