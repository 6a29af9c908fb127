import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { SWIPEFILE_LIMITS } from '../../../../../shared/contracts/swipefile-limits';
import type { SaveStatus, SaveStatusBatchResponse } from '../../../../../shared/contracts/swipefiles';
import { apiGet } from '../../../lib/api-client';

/** One video's save status in the cache; every save control of that video reads it. */
export const saveStatusKey = (videoId: number) => ['save-status', videoId] as const;

/** What a control shows before the status arrives, and when it could not load (docs/product/browsing.md#loading-empty-and-error-states: logged only). */
export const notSaved = (videoId: number): SaveStatus => ({
  video_id: videoId,
  is_saved: false,
  saved_to_swipefiles: [],
});

interface Waiting {
  resolve: (status: SaveStatus) => void;
  reject: (error: unknown) => void;
}

// Ids asked for within one tick, with everyone waiting on each: a page of 50 cards mounts its controls in
// one commit, so their 50 queries leave as one GET /api/video-save-status?video_ids=… (issue 15).
let waiting = new Map<number, Waiting[]>();
let flushScheduled = false;

function flush(): void {
  const batch = waiting;
  waiting = new Map();
  flushScheduled = false;
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += SWIPEFILE_LIMITS.saveStatusBatchMax) {
    const chunk = ids.slice(start, start + SWIPEFILE_LIMITS.saveStatusBatchMax);
    apiGet<SaveStatusBatchResponse>(`/video-save-status?video_ids=${chunk.join(',')}`).then(
      (body) => {
        const byId = new Map(body.data.map((status) => [status.video_id, status]));
        for (const id of chunk) {
          const status = byId.get(id) ?? notSaved(id);
          for (const waiter of batch.get(id) ?? []) waiter.resolve(status);
        }
      },
      (error: unknown) => {
        for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
      },
    );
  }
}

/** The save status of one video, fetched together with every other id asked for in the same tick. */
export function loadSaveStatus(videoId: number): Promise<SaveStatus> {
  return new Promise((resolve, reject) => {
    const list = waiting.get(videoId) ?? [];
    list.push({ resolve, reject });
    waiting.set(videoId, list);
    if (!flushScheduled) {
      flushScheduled = true;
      setTimeout(flush, 0);
    }
  });
}

export const saveStatusQuery = (videoId: number) =>
  queryOptions({
    queryKey: saveStatusKey(videoId),
    queryFn: () => loadSaveStatus(videoId),
    // A failed load shows the control unsaved (docs/product/saving.md#messages); a retry would only repeat the whole batch.
    retry: false,
  });

/** The status as the cache holds it now (a save or unsave changes it before the server answers). */
export function cachedSaveStatus(client: QueryClient, videoId: number): SaveStatus {
  return client.getQueryData<SaveStatus>(saveStatusKey(videoId)) ?? notSaved(videoId);
}

/** The status with `swipefileId` (a swipefile's id) added or taken away. */
export function withSwipefile(status: SaveStatus, swipefileId: string | null, saved: boolean): SaveStatus {
  const others = status.saved_to_swipefiles.filter((id) => id !== swipefileId);
  const saved_to_swipefiles = saved && swipefileId ? [...others, swipefileId] : others;
  return {
    video_id: status.video_id,
    saved_to_swipefiles,
    // Saving anywhere makes it saved; removing it leaves it saved only if another swipefile still holds it.
    is_saved: saved || saved_to_swipefiles.length > 0,
  };
}
