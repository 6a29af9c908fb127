import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestFrequency } from '../../../../shared/contracts/digest-constants';
import { errorMessage } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';
import { DIGEST_SETTING_KEY, type DigestSetting, digestSettingQuery } from './api/digest-setting-query';
import { setDigestFrequency } from './api/set-digest-frequency';

/** docs/product/feed.md#digest-setting: what the toast says once the server has the new choice. */
export const DIGEST_CHOSEN: Readonly<Record<DigestFrequency, string>> = {
  off: 'Digests are off',
  daily: 'You will get a digest by e-mail every day',
  weekly: 'You will get a digest by e-mail every week',
};
export const DIGEST_NOT_CHANGED = 'Could not change your digest. Please try again.';

export interface DigestChoice {
  /** null until the setting has arrived. */
  frequency: DigestFrequency | null;
  busy: boolean;
  choose: (frequency: DigestFrequency) => void;
}

/**
 * The digest setting (docs/product/feed.md#digest-setting): the choice shows at once (the cached setting
 * changes before the server answers) and goes back on an error; a toast says what happened either way.
 */
export function useDigestSetting(): DigestChoice {
  const client = useQueryClient();
  const setting = useQuery(digestSettingQuery());
  const mutation = useMutation({
    mutationFn: setDigestFrequency,
    onMutate: async (frequency) => {
      await client.cancelQueries({ queryKey: DIGEST_SETTING_KEY });
      const before = client.getQueryData<DigestSetting>(DIGEST_SETTING_KEY);
      if (before) client.setQueryData<DigestSetting>(DIGEST_SETTING_KEY, { ...before, frequency });
      return { before };
    },
    onError: (error, _frequency, context) => {
      if (context?.before) client.setQueryData(DIGEST_SETTING_KEY, context.before);
      notify('error', errorMessage(error, DIGEST_NOT_CHANGED));
    },
    onSuccess: (saved) => {
      client.setQueryData(DIGEST_SETTING_KEY, saved);
      notify('success', DIGEST_CHOSEN[saved.frequency]);
    },
  });
  return {
    frequency: setting.data?.frequency ?? null,
    busy: mutation.isPending,
    choose: (frequency) => {
      if (frequency !== setting.data?.frequency) mutation.mutate(frequency);
    },
  };
}
