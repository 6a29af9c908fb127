import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, loginWithRedirect, safeRedirect } from './redirect';

describe('the redirect value after sign-in', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirect('/feed')).toBe('/feed');
    expect(safeRedirect('/videos?format=Listicle&topics=A,B#top')).toBe(
      '/videos?format=Listicle&topics=A,B#top',
    );
  });

  it('refuses other sites, protocol-relative and backslash forms, and odd values', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'videos',
      '',
      null,
      undefined,
      '/videos\n/evil',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });

  it('refuses the sign-in screens themselves, which would loop', () => {
    expect(safeRedirect('/login?redirect=/feed')).toBeNull();
    expect(safeRedirect('/verify-otp')).toBeNull();
  });

  it('goes to the redirect, else /admin/dashboard for admins, else /videos (docs/product/analytics.md#analytics-dashboard)', () => {
    expect(destinationAfterSignIn('/feed', true)).toBe('/feed');
    expect(destinationAfterSignIn(null, true)).toBe('/admin/dashboard');
    expect(destinationAfterSignIn(null, false)).toBe('/videos');
    expect(destinationAfterSignIn('https://evil.example', false)).toBe('/videos');
  });

  it('builds the login address with the original path and query', () => {
    expect(loginWithRedirect('/videos?format=Listicle')).toBe(
      '/login?redirect=%2Fvideos%3Fformat%3DListicle',
    );
    expect(loginWithRedirect('//evil.example')).toBe('/login');
  });
});
