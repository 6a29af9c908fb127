import { apiRequest } from '../../../lib/api-client';

// The sign-in calls answer 401 for a wrong or expired code: that is a message for the form, not an expired
// session, so none of them triggers the refresh-and-login round of the API client.

/** Sends a one-time sign-in code to the address (better-auth e-mail OTP). */
export function sendSignInCode(email: string): Promise<unknown> {
  return apiRequest('/auth/email-otp/send-verification-otp', {
    method: 'POST',
    body: { email, type: 'sign-in' },
    unauthorizedIsAnswer: true,
  });
}

/** Signs in with the code; the server sets the httpOnly session cookie. */
export function verifySignInCode(email: string, otp: string): Promise<unknown> {
  return apiRequest('/auth/sign-in/email-otp', {
    method: 'POST',
    body: { email, otp },
    unauthorizedIsAnswer: true,
  });
}
