import type { DigestFrequency, DigestSettingResponse } from '../../../../../shared/contracts/digests';
import { apiRequest } from '../../../lib/api-client';
import type { DigestSetting } from './digest-setting-query';

/** PUT /api/me/digest. */
export function setDigestFrequency(frequency: DigestFrequency): Promise<DigestSetting> {
  return apiRequest<DigestSettingResponse>('/me/digest', { method: 'PUT', body: { frequency } }).then(
    (answer) => answer.data,
  );
}
