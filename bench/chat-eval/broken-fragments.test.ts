import { describe, expect, it } from 'vitest';
import { type BreakKind, brokenFragments, brokenFragmentsOfAnswer } from './broken-fragments';

const kinds = (text: string) => brokenFragments(text).map((f) => f.kind);

describe('broken fragments in an answer once its markers are cards (issue 31)', () => {
  const broken: [BreakKind, string][] = [
    ['empty brackets', 'Three videos share the format **Listicle** ().'],
    ['empty brackets', 'Script it with the Proof Stack structure (, ).'],
    ['dangling bracket', '1. "Three fitness mistakes I see every week." (the conditional call-out of)'],
    ['dangling bracket', 'The most common concept is **Curiosity Gap** (4 of 12, e.g.).'],
    ['dangling bracket', 'Open with the result (, 1.2K views) and cut back.'],
    ['dangling bracket', 'The **Proof Stack** structure, as (18.6K views) runs it:'],
    ['dangling bracket', 'Why it works. (1.2K views, 4.53% engagement) opens on "Stop doing crunches".'],
    ['doubled word', 'Hooks that work for the the fitness coach.'],
    ['doubled word', 'Drawn from 8 videos in the library for a creator for skincare brands:'],
    ['doubled stop', '- **Listicle**: 4 of 12 videos, 5.10% mean engagement, e.g..'],
    ['doubled stop', 'It opens on a question,. Then it pays off.'],
    ['doubled stop', 'Which one wins?. The second.'],
    ['doubled stop', 'This video opens on "Your profile is hiding you.".'],
    ['space before punctuation', 'Modelled on this video , which ran 20 seconds.'],
    ['space before punctuation', 'It follows the Proof Stack structure .'],
    ['space before punctuation', 'A bracket ( with a space inside).'],
    ['empty list item', 'Picks:\n- \n- **Green-screen breakdown**: Listicle.'],
  ];
  it.each(broken)('finds %s in %j', (kind, text) => {
    expect(kinds(text)).toContain(kind);
  });

  const clean = [
    '**Hooks for you**\n1. "If you\'re a fitness coach and you still skip this step, you\'re working twice as hard." (adapted from a conditional call-out)',
    '- **Listicle**: 4 of 12 videos, median 21.5K views, 5.10% mean engagement.',
    'Drawn from 8 videos in the library for skincare brands, on Skincare:',
    'This video (1.2K views, 4.53% engagement) opens on "Stop doing crunches". Why it lands: it works by naming the mistake.',
    '(On screen, no words) Show the finished fitness result in the first second, then cut back to the start.',
    '1. **A tutorial / how-to on fitness** (Quick Win, as a Tutorial / How-To): modelled on "Step-by-step".',
    'Wait for it... the last second pays off.',
    'Use a hook, e.g., a question, and test it (say, for a week).',
    '1) Film it.\n2) Post it.',
    'I knew that that hook would work.',
    'Search `@weeknight.wren` for more from the creator of the most viewed match.',
    'Open on a line like "Same goal, two cooking methods, side by side. The difference surprised me.", and test a second hook against it.',
    'Ever wonder why? Because it works!',
  ];
  it.each(clean)('passes the clean sentence %j', (text) => {
    expect(brokenFragments(text)).toEqual([]);
  });

  it('reads an answer as the chat shows it: markers gone, the space before each with it', () => {
    expect(
      brokenFragmentsOfAnswer('The **Proof Stack** structure, as [videoID:7] (18.6K views) runs it:'),
    ).toEqual([{ kind: 'dangling bracket', excerpt: 'roof Stack** structure, as (18.6K views) runs it:' }]);
    expect(brokenFragmentsOfAnswer('The top one ran 18.6K views [videoID:12] [videoID:7].')).toEqual([]);
    expect(brokenFragmentsOfAnswer('Modelled on (the device of [videoID:3]).')).toEqual([
      expect.objectContaining({ kind: 'dangling bracket' }),
    ]);
  });
});
