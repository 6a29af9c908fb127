// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/contracts/account';
import { SessionProvider } from '../../session/session-provider';
import { apiError, type FakeRequest, fakeApi, json } from '../../test/fake-api';
import { testUser, tierRecord } from '../../test/test-users';
import { VerifyOtpPage } from './verify-otp-page';

let session: CurrentUser | null;
let requests: FakeRequest[];

beforeEach(() => {
  session = null;
  requests = fakeApi({
    'GET /api/me': () =>
      session ? json(200, { success: true, data: session }) : apiError(401, 'Sign in first'),
    'GET /api/user-tier': () => json(200, tierRecord('u', 'basic')),
    'POST /api/auth/sign-in/email-otp': ({ body }) => {
      if ((body as { otp: string }).otp !== '123456') return apiError(400, 'Invalid OTP', 'invalid_otp');
      session = testUser();
      return json(200, { token: 't', user: session });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <SessionProvider>
            <Routes>
              <Route path="/verify-otp" element={<VerifyOtpPage />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Location />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('the e-mail sign-in link (/verify-otp)', () => {
  it('signs in once with the link values, says so, and redirects after 1 s', async () => {
    renderAt('/verify-otp?email=basic%40hookshelf.local&otp=123456&redirect=%2Ffeed');
    expect(screen.getByText('Verifying your sign-in link…')).toBeTruthy();
    expect(await screen.findByText('Successfully signed in! Redirecting...')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/feed'), { timeout: 3_000 });
    const verifies = requests.filter((r) => r.path === '/api/auth/sign-in/email-otp');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]?.body).toEqual({ email: 'basic@hookshelf.local', otp: '123456' });
  });

  it('shows the error and a way back to /login when the code is refused', async () => {
    renderAt('/verify-otp?email=basic%40hookshelf.local&otp=999999&redirect=%2Ffeed');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid OTP');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Ffeed',
    );
  });

  it('does not call the server for a link without a code', async () => {
    renderAt('/verify-otp?email=basic%40hookshelf.local');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid verification code. Please try again.',
    );
    expect(requests.some((r) => r.path === '/api/auth/sign-in/email-otp')).toBe(false);
  });
});
