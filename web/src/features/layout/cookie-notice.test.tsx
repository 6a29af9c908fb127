// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NOTICE_DELAY_MS } from './cookie-consent';
import { CookieNotice } from './cookie-notice';
import { COOKIE_CONSENT_KEY } from './first-visit-storage';

const NOW = new Date('2026-03-09T10:30:00.000Z');

function renderNotice() {
  return render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );
}

const notice = () => screen.queryByRole('region', { name: 'We value your privacy' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the cookie notice (docs/product/navigation-and-global.md#cookie-notice)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('appears 1 second after load when no consent is stored', () => {
    expect(COOKIE_NOTICE_DELAY_MS).toBe(1_000);
    renderNotice();
    expect(notice()).toBeNull();
    wait(999);
    expect(notice()).toBeNull();
    wait(1);
    expect(notice()).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'Learn more about cookies and privacy' }).getAttribute('href'),
    ).toBe('/privacy');
  });

  it.each([
    ['Accept All', 'accepted'],
    ['Decline', 'declined'],
  ])('%s stores %j with the date and hides the notice', (button, value) => {
    renderNotice();
    wait(1_000);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(notice()).toBeNull();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual({
      value,
      // the choice is made once the notice has been up for its 1 s delay
      date: new Date(NOW.getTime() + COOKIE_NOTICE_DELAY_MS).toISOString(),
    });
  });

  it('stays hidden when consent is already stored', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ value: 'declined', date: NOW.toISOString() }));
    renderNotice();
    wait(10_000);
    expect(notice()).toBeNull();
  });

  it('asks again when the stored consent cannot be read', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'yes please');
    renderNotice();
    wait(1_000);
    expect(notice()).not.toBeNull();
  });
});
