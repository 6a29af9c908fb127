import { queryOptions } from '@tanstack/react-query';
import type {
  Swipefile,
  SwipefileCreate,
  SwipefileListResponse,
  SwipefileResponse,
} from '../../../shared/contracts/swipefiles';
import { apiGet, apiRequest } from './api-client';

/**
 * The caller's own swipefiles, which two features read: the save dialog (features/saving) lists them and
 * the swipefiles screens (features/swipefiles) manage them. One query key, so a swipefile created in
 * either shows in both; every change to the list invalidates `SWIPEFILES_KEY`.
 */
export const SWIPEFILES_KEY = ['swipefiles'] as const;

export const mySwipefilesQuery = () =>
  queryOptions({
    queryKey: [...SWIPEFILES_KEY, 'mine'],
    queryFn: ({ signal }) => apiGet<SwipefileListResponse>('/swipefiles', signal).then((body) => body.data),
    staleTime: 30_000,
  });

/** POST /api/swipefiles; the answer is the new swipefile (docs/product/calls.md#swipefiles-and-saving: `data.data.id`). */
export function createSwipefile(body: Omit<SwipefileCreate, 'user_id'>): Promise<Swipefile> {
  return apiRequest<SwipefileResponse>('/swipefiles', { method: 'POST', body }).then((answer) => answer.data);
}
