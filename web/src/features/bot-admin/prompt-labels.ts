import type { PromptKey } from '../../../../shared/contracts/bot';

/** What each prompt is for, as the Bot Admin screen names it (docs/product/bot-admin-and-embeddings.md#chat-prompts's eight intents). */
export const PROMPT_LABELS: Record<PromptKey, { title: string; purpose: string }> = {
  VIDEO_BRAINSTORMER_PROMPT: {
    title: 'Video Brainstormer',
    purpose: 'Turns a niche or goal into video ideas modelled on library videos.',
  },
  CONCEPT_ADVISOR_PROMPT: {
    title: 'Concept Advisor',
    purpose: 'Explains which content concepts fit a goal and why they work.',
  },
  SEARCH_LOOKUP_PROMPT: {
    title: 'Search Lookup',
    purpose: 'Finds the library videos that match a description.',
  },
  SWIPE_FILE_BUILDER_PROMPT: {
    title: 'Swipe File Builder',
    purpose: 'Picks a focused set of videos worth saving as a swipefile.',
  },
  HOOK_GENERATOR_PROMPT: {
    title: 'Hook Generator',
    purpose: 'Quotes the strongest hooks and adapts them to the user’s niche.',
  },
  FRAMEWORK_BUILDER_PROMPT: {
    title: 'Framework Builder',
    purpose: 'Lays out the narrative frameworks behind the best videos.',
  },
  FORMAT_ADVISOR_PROMPT: {
    title: 'Format Advisor',
    purpose: 'Says which video formats work, counted across matching videos.',
  },
  INSIGHT_GENERATOR_PROMPT: {
    title: 'Insight Generator',
    purpose: 'Computes what matching videos have in common: views, formats, hooks.',
  },
};
