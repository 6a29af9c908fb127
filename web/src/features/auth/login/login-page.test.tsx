// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../../shared/contracts/account';
import { SessionProvider } from '../../../session/session-provider';
import { apiError, type FakeHandler, type FakeRequest, fakeApi, json } from '../../../test/fake-api';
import { testUser, tierRecord } from '../../../test/test-users';
import { LoginPage } from './login-page';

let session: CurrentUser | null;
let sendReply: FakeHandler;
let requests: FakeRequest[];
const ADMIN = testUser({ id: 'admin-1', email: 'admin@hookshelf.local', tier: 'admin', isAdmin: true });

beforeEach(() => {
  session = null;
  sendReply = () => json(200, { success: true });
  requests = fakeApi({
    'GET /api/me': () =>
      session ? json(200, { success: true, data: session }) : apiError(401, 'Sign in first', 'unauthorized'),
    'GET /api/user-tier': ({ query }) =>
      json(200, tierRecord(query.get('user_id') ?? '', session?.tier ?? 'basic')),
    'POST /api/auth/email-otp/send-verification-otp': (request) => sendReply(request),
    'POST /api/auth/sign-in/email-otp': ({ body }) => {
      const { email, otp } = body as { email: string; otp: string };
      if (otp !== '123456') return apiError(400, 'Invalid OTP', 'invalid_otp');
      session = email === ADMIN.email ? ADMIN : testUser({ email });
      return json(200, { token: 'secret', user: { id: session.id, email } });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderLogin(url = '/login') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <Location />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const emailInput = () => screen.findByRole('textbox', { name: 'Email address' });
const sendButton = () => screen.getByRole('button', { name: /Send verification code/ });
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify and sign in' });
const location = () => screen.getByTestId('location').textContent;

async function sendCodeTo(email: string) {
  await userEvent.type(await emailInput(), email);
  await userEvent.click(sendButton());
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('the login screen (docs/product/sign-in.md#sign-in-in-two-steps)', () => {
  it('keeps Send disabled while the address is empty, then sends a sign-in code and moves to the code step', async () => {
    renderLogin();
    const input = await emailInput();
    expect(document.activeElement).toBe(input);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(await emailInput(), '  basic@hookshelf.local ');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(sendButton());
    expect(await screen.findByText('Verification code sent! Please check your email.')).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('send-verification-otp'))?.body).toEqual({
      email: 'basic@hookshelf.local',
      type: 'sign-in',
    });
    expect(screen.getByText('basic@hookshelf.local')).toBeTruthy();
    const code = codeInput() as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
  });

  it("shows the server's message when sending fails, and the spec's text when there is none", async () => {
    sendReply = () => apiError(403, 'No account exists for this e-mail address', 'no_account');
    renderLogin();
    await userEvent.type(await emailInput(), 'stranger@example.com');
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No account exists for this e-mail address'),
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();

    sendReply = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to send verification code. Please try again.',
      ),
    );
  });

  it('enables Verify only at exactly 6 digits, and takes a pasted code with spaces', async () => {
    renderLogin();
    await sendCodeTo('basic@hookshelf.local');
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(codeInput(), '12345');
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(codeInput(), 'x6');
    expect((codeInput() as HTMLInputElement).value).toBe('123456');
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.clear(codeInput());
    await userEvent.click(codeInput());
    await userEvent.paste('654 321');
    expect((codeInput() as HTMLInputElement).value).toBe('654321');
  });

  it("shows the server's message for a wrong code, and the spec's text when the call fails without one", async () => {
    renderLogin();
    await sendCodeTo('basic@hookshelf.local');
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(verifyButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid OTP'));
    fakeApi({ 'POST /api/auth/sign-in/email-otp': () => new Response('Bad gateway', { status: 502 }) });
    await userEvent.click(verifyButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid verification code. Please try again.'),
    );
  });

  it('signs in, says so, and after 1 s goes to the redirect value', async () => {
    renderLogin('/login?redirect=%2Ffeed%3Fx%3D1');
    await sendCodeTo('basic@hookshelf.local');
    await userEvent.type(codeInput(), '123456');
    // The page's clock from here on is the test's: the second is counted, not waited. (Testing Library's
    // async helpers wait on a timer of their own, so this test pumps the page itself.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    /** Runs what is due after `ms` more of the page's time, then lets pending work settle. */
    const pass = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
      await new Promise((resolve) => setImmediate(resolve));
    };
    fireEvent.click(verifyButton());
    const signedInSaid = () => screen.queryByText('Successfully signed in! Redirecting...') !== null;
    for (let turn = 0; turn < 100 && !signedInSaid(); turn++) await pass(0);
    expect(signedInSaid()).toBe(true);
    await pass(999);
    expect(location()).toBe('/login?redirect=%2Ffeed%3Fx%3D1');
    await pass(1);
    for (let turn = 0; turn < 100 && location() !== '/feed?x=1'; turn++) await pass(0);
    expect(location()).toBe('/feed?x=1');
  });

  it('sends an admin to /admin/dashboard and anyone else to /videos, ignoring a redirect to another site', async () => {
    renderLogin();
    await sendCodeTo(ADMIN.email);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    await waitFor(() => expect(location()).toBe('/admin/dashboard'), { timeout: 3_000 });
    cleanup();
    session = null;

    renderLogin('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await sendCodeTo('basic@hookshelf.local');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    await waitFor(() => expect(location()).toBe('/videos'), { timeout: 3_000 });
  });

  it('goes Back to the e-mail step, clearing the code and the messages', async () => {
    renderLogin();
    await sendCodeTo('basic@hookshelf.local');
    await userEvent.type(codeInput(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await emailInput()).toBeTruthy();
    expect(screen.queryByText('Verification code sent! Please check your email.')).toBeNull();
    expect(((await emailInput()) as HTMLInputElement).value).toBe('basic@hookshelf.local');
    await userEvent.click(sendButton());
    await screen.findByRole('heading', { name: 'Check your email' });
    expect((codeInput() as HTMLInputElement).value).toBe('');
  });

  it('sends a signed-in visitor on at once', async () => {
    session = testUser();
    renderLogin('/login?redirect=/videos%3Fformat%3DListicle');
    await waitFor(() => expect(location()).toBe('/videos?format=Listicle'));
  });
});

describe('the resend button (docs/decisions/0012-resend-button.md)', () => {
  it('is disabled for 60 s after a send, counting down, then resends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin();
    await sendCodeTo('basic@hookshelf.local');
    const resend = screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(resend.textContent).toBe('Resend code in 60s');
    expect(resend.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resend.textContent).toBe('Resend code in 30s');
    expect(resend.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(resend.textContent).toBe('Resend code');
    expect(resend.disabled).toBe(false);

    fireEvent.click(resend);
    expect(await screen.findByText('Verification code resent!')).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('send-verification-otp'))).toHaveLength(2);
    expect(resend.textContent).toBe('Resend code in 60s');
  });

  it("says 'Failed to resend verification code.' when the resend fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin();
    await sendCodeTo('basic@hookshelf.local');
    sendReply = () => apiError(429, 'Too many requests', 'rate_limited');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to resend verification code.'),
    );
  });
});
