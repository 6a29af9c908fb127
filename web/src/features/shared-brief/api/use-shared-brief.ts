import { useQuery } from '@tanstack/react-query';
import type { SharedBriefResponse } from '../../../../../shared/contracts/briefs';
import { ApiRequestError, apiGet } from '../../../lib/api-client';

/** A brief shared by link (a token) or public (a slug). */
export type SharedBriefKind = 'link' | 'public';

export function sharedBriefQueryKey(kind: SharedBriefKind, key: string) {
  return ['shared-brief', kind, key] as const;
}

/** The API path of a shared or public brief. */
export function sharedBriefApiPath(kind: SharedBriefKind, key: string): string {
  return `${kind === 'link' ? '/shared/briefs/' : '/public/briefs/'}${encodeURIComponent(key)}`;
}

/** A dead or unknown link (404 `share_link_inactive`), kept as an answer: it is what the page has to say. */
export interface InactiveBriefLink {
  success: false;
  code: 'share_link_inactive';
}
export const INACTIVE_LINK: InactiveBriefLink = { success: false, code: 'share_link_inactive' };
export type SharedBriefAnswer = SharedBriefResponse | InactiveBriefLink;

/** GET /api/shared/briefs/{token} or /api/public/briefs/{slug}: no sign-in needed. */
export function useSharedBrief(kind: SharedBriefKind, key: string) {
  return useQuery({
    queryKey: sharedBriefQueryKey(kind, key),
    queryFn: ({ signal }): Promise<SharedBriefAnswer> =>
      apiGet<SharedBriefResponse>(sharedBriefApiPath(kind, key), signal).catch((error) => {
        // 404: no live link has this token or slug; 400: nothing shaped like one could.
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          return INACTIVE_LINK;
        }
        throw error;
      }),
  });
}
