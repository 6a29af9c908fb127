import { describe, expect, it } from 'vitest';
import { feedSearch, feedViewOf } from './feed-view';

const FOLLOW = '0b7c3c4e-5a51-4d0e-9a57-6f1b2f3e4d5c';
const view = (query: string) => feedViewOf(new URLSearchParams(query));

describe('the Feed in the URL', () => {
  it('is Following without a tab, and the tab the URL names otherwise', () => {
    expect(view('')).toEqual({ tab: 'following', follow: null, scope: 'all' });
    expect(view('tab=for-you').tab).toBe('for-you');
    expect(view('tab=trending').tab).toBe('trending');
    expect(view('tab=Trending').tab).toBe('following');
    expect(view('tab=toString').tab).toBe('following');
  });

  it('keeps a follow on Following and a scope on Trending, and drops them elsewhere or when malformed', () => {
    expect(view(`follow=${FOLLOW}`).follow).toBe(FOLLOW);
    expect(view(`tab=for-you&follow=${FOLLOW}`).follow).toBeNull();
    expect(view('follow=skincare').follow).toBeNull();
    expect(view('tab=trending&scope=follows').scope).toBe('follows');
    expect(view('tab=trending&scope=everything').scope).toBe('all');
    expect(view('scope=follows').scope).toBe('all');
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(feedSearch({ tab: 'following', follow: null, scope: 'all' }).toString()).toBe('');
    expect(feedSearch({ tab: 'following', follow: FOLLOW, scope: 'follows' }).toString()).toBe(
      `follow=${FOLLOW}`,
    );
    expect(feedSearch({ tab: 'trending', follow: FOLLOW, scope: 'follows' }).toString()).toBe(
      'tab=trending&scope=follows',
    );
    for (const query of ['', `follow=${FOLLOW}`, 'tab=for-you', 'tab=trending', 'tab=trending&scope=follows'])
      expect(feedSearch(view(query)).toString()).toBe(query);
  });
});
