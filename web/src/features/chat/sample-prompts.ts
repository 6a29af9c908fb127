/**
 * docs/product/chat.md#answers: with no messages, five sample prompts are offered. Each asks for something the library
 * answers from its own videos, and together they show the bot's range (hooks, formats, a swipe file,
 * frameworks, what performs).
 */
export const SAMPLE_PROMPTS = [
  'Give me 5 hook ideas for a fitness coach, based on videos that performed well',
  'Which formats work best for a personal finance creator on TikTok?',
  'Build me a swipe file of the strongest before-and-after videos',
  'Break down the narrative framework of a high-engagement tutorial',
  'What do the top cooking videos do in their first 3 seconds?',
] as const;
