import { describe, expect, it } from 'vitest';
import { swipefileAudience } from './swipefile-audience';

describe('swipefileAudience', () => {
  it('names the widest audience on the badge', () => {
    expect(swipefileAudience({ access_level: 'private', collaborator_count: 0 }).badge).toBe('Private');
    expect(swipefileAudience({ access_level: 'link_only', collaborator_count: 3 }).badge).toBe('Link');
    expect(swipefileAudience({ access_level: 'public', collaborator_count: 0 }).badge).toBe('Public');
    expect(swipefileAudience({ access_level: 'private', collaborator_count: 2 }).badge).toBe('Shared with 2');
  });

  it('says everyone who may read it, with the people counted in words', () => {
    expect(swipefileAudience({ access_level: 'private', collaborator_count: 1 }).sentence).toBe(
      'Shared with 1 person',
    );
    expect(swipefileAudience({ access_level: 'private', collaborator_count: 2 }).sentence).toBe(
      'Shared with 2 people',
    );
    expect(swipefileAudience({ access_level: 'link_only', collaborator_count: 2 }).sentence).toBe(
      'Anyone with the link can view · Shared with 2 people',
    );
    expect(swipefileAudience({ access_level: 'link_only', collaborator_count: 0 }).sentence).toBe(
      'Anyone with the link can view',
    );
  });
});
