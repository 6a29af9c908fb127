import { describe, expect, it } from 'vitest';
import { accessSteps } from './access-steps';

describe('access level changes (docs/product/sharing.md#access-levels)', () => {
  it('turns the link on from private in one call, and from public through private', () => {
    expect(accessSteps('private', 'link', true)).toEqual(['link_only']);
    expect(accessSteps('public', 'link', true)).toEqual(['private', 'link_only']);
  });

  it('turns public on from private in one call, and from link_only through private', () => {
    expect(accessSteps('private', 'public', true)).toEqual(['public']);
    expect(accessSteps('link_only', 'public', true)).toEqual(['private', 'public']);
  });

  it('sets private when the toggle that is on goes off', () => {
    expect(accessSteps('link_only', 'link', false)).toEqual(['private']);
    expect(accessSteps('public', 'public', false)).toEqual(['private']);
  });

  it('does nothing when the toggle already shows the asked state', () => {
    expect(accessSteps('link_only', 'link', true)).toEqual([]);
    expect(accessSteps('private', 'public', false)).toEqual([]);
  });
});
