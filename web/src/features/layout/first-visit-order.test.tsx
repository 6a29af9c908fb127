// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieNotice } from './cookie-notice';
import { WelcomeGate } from './welcome-gate';

const notice = () => screen.queryByRole('region', { name: 'We value your privacy' });
const dialog = () => screen.queryByRole('dialog', { name: 'Welcome to Hookshelf' });

function renderFirstVisit() {
  return render(
    <MemoryRouter>
      <WelcomeGate />
      <CookieNotice />
    </MemoryRouter>,
  );
}

describe('a first visit: the cookie notice, then the welcome modal (issue 14)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it.each(['Accept All', 'Decline'])(
    'shows the notice alone, and the welcome modal only once %s is pressed',
    async (answer) => {
      renderFirstVisit();
      await waitFor(() => expect(notice()).not.toBeNull(), { timeout: 5_000 });
      expect(dialog()).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: answer }));
      expect(notice()).toBeNull();
      expect(
        await screen.findByRole('dialog', { name: 'Welcome to Hookshelf' }, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(notice()).toBeNull();
    },
  );
});
