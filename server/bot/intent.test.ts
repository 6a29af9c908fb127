import { describe, expect, it } from 'vitest';
import type { BotIntent } from '../../shared/contracts/bot';
import { BOT_INTENTS } from '../../shared/contracts/bot';
import { classifyIntent, extractNiche } from './intent';

const PHRASINGS: Record<BotIntent, string[]> = {
  VIDEO_BRAINSTORMER: [
    'Brainstorm some videos for my bakery',
    'Give me video ideas for a dog groomer',
    'What should I post this week as a real estate agent?',
    'I need content ideas for my coffee shop',
  ],
  CONCEPT_ADVISOR: [
    'Which concepts work for a personal finance account?',
    'Why does the myth busting angle work so well?',
    'What makes mental health videos go viral?',
    'What angle should I take for my travel agency?',
  ],
  SEARCH_LOOKUP: [
    'Find videos about sourdough',
    'Show me clips from @glow.daily',
    'sunscreen routine',
    'Any videos on salary negotiation?',
  ],
  SWIPE_FILE_BUILDER: [
    'Build me a swipe file of skincare videos',
    'Put together a swipefile for my productivity course launch',
    'Curate a collection of the best travel reels',
    'I want an inspiration board for my fashion brand',
  ],
  HOOK_GENERATOR: [
    'Give me hook ideas for a fitness coach',
    'Write opening lines for my skincare brand',
    'How do I stop the scroll in the first 3 seconds?',
    'Some scroll-stopping openers for a cooking channel please',
  ],
  FRAMEWORK_BUILDER: [
    'What framework should I use for a storytime about my business?',
    'How do I structure a 30 second tutorial?',
    'Give me a step-by-step script template for product launches',
    'What storytelling structure works for parenting content?',
  ],
  FORMAT_ADVISOR: [
    'What format works best for personal finance?',
    'Should I do talking head or green screen for career advice?',
    'Which kind of video should I make for my home decor shop?',
    'Is a listicle a good fit for nutrition tips?',
  ],
  INSIGHT_GENERATOR: [
    'What are the trends in fitness content right now?',
    "Give me insights on what's working for pets accounts",
    'What are the average views and engagement for cooking videos?',
    'Which patterns do the top-performing skincare videos share?',
  ],
};

describe('classifyIntent', () => {
  for (const intent of BOT_INTENTS) {
    it(`recognises ${intent} in several phrasings`, () => {
      for (const message of PHRASINGS[intent]) {
        expect(classifyIntent(message).intent, message).toBe(intent);
      }
    });
  }

  it('falls back to a library search, with no confidence, for a message it does not recognise', () => {
    expect(classifyIntent('cast iron pans')).toEqual({ intent: 'SEARCH_LOOKUP', confidence: 0 });
  });

  it('is surer of a clear message than of a mixed one', () => {
    const clear = classifyIntent('Give me hook ideas for a fitness coach').confidence;
    const mixed = classifyIntent('hooks and formats and frameworks').confidence;
    expect(clear).toBeGreaterThan(mixed);
    expect(clear).toBeLessThanOrEqual(1);
  });

  it('keeps the previous intent for a follow-up', () => {
    const history = [
      { role: 'user' as const, content: 'Give me hook ideas for a fitness coach' },
      { role: 'assistant' as const, content: 'Here are five hooks…' },
    ];
    expect(classifyIntent('more, for a yoga teacher', history).intent).toBe('HOOK_GENERATOR');
    expect(classifyIntent('make them shorter', history).intent).toBe('HOOK_GENERATOR');
    expect(classifyIntent('give me 5 more', history).intent).toBe('HOOK_GENERATOR');
    // A new subject with no follow-up wording is a search, whatever came before.
    expect(classifyIntent('cast iron pans', history).intent).toBe('SEARCH_LOOKUP');
  });
});

describe('extractNiche', () => {
  it.each([
    ['Give me hook ideas for a fitness coach', 'fitness coach'],
    ['Write opening lines for my skincare brand', 'skincare brand'],
    ["I'm a real estate agent, what should I post?", 'real estate agent'],
    ['Video ideas for dog groomers who work from home', 'dog groomers'],
    ['What works in the personal finance niche?', 'personal finance'],
    ['Hooks for our coffee roastery on instagram', 'coffee roastery'],
    ['As a nutrition coach, which formats work?', 'nutrition coach'],
  ])('reads the niche of "%s"', (message, niche) => {
    expect(extractNiche(message)).toBe(niche);
  });

  it.each([
    'What should I post for more engagement?',
    'Find videos about sourdough',
    'Give me ideas for videos',
    "I'm looking for hooks",
  ])('finds no niche in "%s"', (message) => {
    expect(extractNiche(message)).toBeNull();
  });
});
