// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCookieConsent } from './cookie-consent';
import { localDateKey, WELCOME_LAST_SHOWN_KEY } from './first-visit-storage';
import { WelcomeGate } from './welcome-gate';

const dialog = () => screen.queryByRole('dialog', { name: 'Welcome to Hookshelf' });
// The dialog's code is a lazy chunk, which the first test waits for while Vite transforms it.
const findDialog = () => screen.findByRole('dialog', { name: 'Welcome to Hookshelf' }, { timeout: 10_000 });

function setToday(iso: string) {
  vi.setSystemTime(new Date(iso));
}

describe('the welcome modal (docs/product/navigation-and-global.md#welcome-modal)', () => {
  beforeEach(() => {
    localStorage.clear();
    // Only the clock is faked: the dialog's own timers and animations run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    setToday('2026-03-09T09:00:00');
    // A visitor who answered the cookie notice before: the modal does not wait for it
    // (first-visit-order.test.tsx covers the first visit).
    storeCookieConsent('accepted');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('greets a first visit, says the library is still being built, and closes on Got it!', async () => {
    render(<WelcomeGate />);
    const modal = await findDialog();
    const text = modal?.textContent ?? '';
    expect(text).toContain('still being built');
    expect(text).toContain('300+');
    expect(text).toMatch(/thumbnails are still missing/);
    expect(text).toMatch(/waiting for their analysis/);
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(dialog()).toBeNull();
  });

  it('records the calendar day it was shown', () => {
    render(<WelcomeGate />);
    expect(localStorage.getItem(WELCOME_LAST_SHOWN_KEY)).toBe('2026-03-09');
  });

  it('shows once per calendar day: not again the same day, again the next day', async () => {
    const first = render(<WelcomeGate />);
    await findDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    first.unmount();

    setToday('2026-03-09T23:59:00');
    const sameDay = render(<WelcomeGate />);
    // No wait needed to say it did not come: render ran the gate's effect, and the dialog's code is in
    // since the first visit, so a dialog that was due would be drawn already.
    expect(dialog()).toBeNull();
    sameDay.unmount();

    setToday('2026-03-10T00:01:00');
    render(<WelcomeGate />);
    await findDialog();
    expect(localStorage.getItem(WELCOME_LAST_SHOWN_KEY)).toBe('2026-03-10');
  });

  it('uses the local calendar day', () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
