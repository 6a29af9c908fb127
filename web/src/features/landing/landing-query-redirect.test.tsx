// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../session/session-context';
import { signedInSession, WithSession } from '../../test/test-session';
import { LandingPage } from './landing-page';
import { landingQueryRedirect } from './landing-query-redirect';

describe('landingQueryRedirect (docs/decisions/0005-taxonomy-query-on-root.md)', () => {
  it.each([
    ['?topic=Fitness', '/public-beta?topics=Fitness'],
    ['?format=Talking+Head', '/public-beta?format=Talking+Head'],
    ['?concept=Myth%20Busting', '/public-beta?concept=Myth+Busting'],
    ['?element=Captions', '/public-beta?element=Captions'],
  ])('sends a visitor at /%s to the browse screen with that filter', (search, target) => {
    expect(landingQueryRedirect(search)).toBe(target);
  });

  it('keeps the rest of the query', () => {
    expect(landingQueryRedirect('?topic=Fitness&search=walk&platform=tiktok')).toBe(
      '/public-beta?topics=Fitness&search=walk&platform=tiktok',
    );
  });

  it('joins a topic to topics already in the query', () => {
    const target = new URL(landingQueryRedirect('?topics=Fitness&topic=Nutrition') ?? '', 'http://x');
    expect(target.searchParams.get('topics')).toBe('Fitness,Nutrition');
  });

  it('sends a signed-in user to /videos', () => {
    expect(landingQueryRedirect('?topic=Fitness', true)).toBe('/videos?topics=Fitness');
  });

  it.each(['', '?utm_source=newsletter', '?topic=', '?topic=%20%20', '?accountType=Coach'])(
    'leaves the landing page alone for %j',
    (search) => {
      expect(landingQueryRedirect(search)).toBeNull();
    },
  );
});

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string, session?: Session) {
  const routes = (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/public-beta" element={<Probe />} />
        <Route path="/videos" element={<Probe />} />
      </Routes>
    </MemoryRouter>
  );
  return render(session ? <WithSession session={session}>{routes}</WithSession> : routes);
}

describe('the landing route', () => {
  afterEach(cleanup);

  it('opens the browse screen with the topic filter for /?topic=X', () => {
    renderAt('/?topic=Personal%20Finance');
    expect(screen.getByTestId('location').textContent).toBe('/public-beta?topics=Personal+Finance');
  });

  it("sends a signed-in user's /?topic=X to /videos with the filter (the taxonomy lists' View Videos)", () => {
    renderAt('/?topic=Personal%20Finance', signedInSession());
    expect(screen.getByTestId('location').textContent).toBe('/videos?topics=Personal+Finance');
  });

  it('shows the landing page without a taxonomy query', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Short-form Swipe File');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
