import { describe, expect, it } from 'vitest';
import {
  isServerRenderedPage,
  isSignedInRenderedPage,
  sharedSwipefileAddress,
  swipefileIdOf,
  viewSlugOf,
} from './page-queries';

describe('page addresses', () => {
  it('reads a shared link, a public swipefile, a view and a swipefile from their paths, decoded', () => {
    expect(sharedSwipefileAddress('/shared/swipefiles/abc%20d')).toEqual({ by: 'link', key: 'abc d' });
    expect(sharedSwipefileAddress('/public/swipefiles/hooks')).toEqual({ by: 'public', key: 'hooks' });
    expect(viewSlugOf('/views/skin-and-myths')).toBe('skin-and-myths');
    expect(swipefileIdOf('/swipefiles/5f0c')).toBe('5f0c');
  });

  it('answers null for another path, an empty segment or a deeper one', () => {
    expect(sharedSwipefileAddress('/shared/swipefiles/')).toBeNull();
    expect(viewSlugOf('/views')).toBeNull();
    expect(viewSlugOf('/views/a/b')).toBeNull();
    expect(swipefileIdOf('/swipefiles')).toBeNull();
  });

  it('hands on a segment that does not decode as written, so the page finds nothing for it', () => {
    expect(viewSlugOf('/views/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('says which pages the server draws for visitors and for signed-in users', () => {
    expect(isServerRenderedPage('/v/12')).toBe(true);
    expect(isServerRenderedPage('/views/x')).toBe(true);
    expect(isServerRenderedPage('/swipefiles')).toBe(false);
    expect(isSignedInRenderedPage('/swipefiles/5f0c')).toBe(true);
    expect(isSignedInRenderedPage('/admin/users')).toBe(false);
  });
});
