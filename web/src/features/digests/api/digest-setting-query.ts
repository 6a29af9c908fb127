import { queryOptions } from '@tanstack/react-query';
import type { DigestSetting, DigestSettingResponse } from '../../../../../shared/contracts/digests';
import { apiGet } from '../../../lib/api-client';

/** The caller's digest setting in the cache: the menu's choice reads it, and each change writes it first. */
export const DIGEST_SETTING_KEY = ['me', 'digest'] as const;

/** GET /api/me/digest: off, daily or weekly (docs/product/calls.md#digests). */
export const digestSettingQuery = () =>
  queryOptions({
    queryKey: DIGEST_SETTING_KEY,
    queryFn: ({ signal }) =>
      apiGet<DigestSettingResponse>('/me/digest', signal).then((answer) => answer.data),
  });

export type { DigestSetting };
