import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

describe('notificationText', () => {
  it('names the follow with the most videos and counts the others', () => {
    const text = notificationText(14, [
      { kind: 'creator', label: '@glow.lab', count: 3 },
      { kind: 'topic', label: 'Skincare', count: 12 },
      { kind: 'search', label: "your search 'spf'", count: 2 },
    ]);
    expect(text).toBe('14 new videos in Skincare and 2 more');
  });

  it('says one video, and words creators and searches as they read', () => {
    expect(notificationText(1, [{ kind: 'creator', label: '@glow.lab', count: 1 }])).toBe(
      '1 new video from @glow.lab',
    );
    expect(notificationText(2, [{ kind: 'search', label: "your search 'meal prep'", count: 2 }])).toBe(
      "2 new videos for your search 'meal prep'",
    );
    expect(notificationText(1_500, [{ kind: 'view', label: 'Bread and butter', count: 1_500 }])).toBe(
      '1,500 new videos in Bread and butter',
    );
  });

  it('breaks a tie by label, so the text does not depend on the order batches came in', () => {
    const a = { kind: 'topic', label: 'Baking', count: 2 } as const;
    const b = { kind: 'topic', label: 'Cooking', count: 2 } as const;
    expect(notificationText(3, [a, b])).toBe(notificationText(3, [b, a]));
    expect(notificationText(3, [b, a])).toBe('3 new videos in Baking and 1 more');
  });
});
