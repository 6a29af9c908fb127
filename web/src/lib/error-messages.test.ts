import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorCode, errorMessage } from './error-messages';

const FALLBACK = 'Failed to load videos';

describe('error messages', () => {
  it("shows the spec's words for a code it names, whatever the server wrote", () => {
    const error = new ApiRequestError(403, 'no_account', 'Some other wording');
    expect(errorMessage(error, FALLBACK)).toBe('No account exists for this e-mail address');
  });

  it('lets a screen give its own text for a code', () => {
    const error = new ApiRequestError(403, 'forbidden', 'Access denied: this needs a premium account');
    expect(errorMessage(error, FALLBACK, { forbidden: 'Upgrade to see this' })).toBe('Upgrade to see this');
  });

  it("shows the server's message for a code without a text of its own", () => {
    const error = new ApiRequestError(
      429,
      'resend_too_soon',
      'Please wait 42 seconds before requesting a new code.',
    );
    expect(errorMessage(error, FALLBACK)).toBe('Please wait 42 seconds before requesting a new code.');
  });

  it('falls back when there is no message from the server', () => {
    expect(errorMessage(new ApiRequestError(502, 'request_failed', 'Bad Gateway'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });

  it('reads the catalogued code of an error, and nothing else', () => {
    expect(errorCode(new ApiRequestError(404, 'video_not_found', 'Video not found'))).toBe('video_not_found');
    expect(errorCode(new ApiRequestError(502, 'request_failed', 'Bad Gateway'))).toBeNull();
    expect(errorCode(new Error('boom'))).toBeNull();
  });
});
