import type { VideoAnalysis } from './video-analysis';

/**
 * What visitors see, blurred, in place of the analysis (docs/decisions/0004-gated-fields-on-the-server.md): plausible generic filler, the
 * same for every video, so nothing of a real video can be read out of the page. Keep every line here
 * generic — never copy a real analysis in.
 */
export const PLACEHOLDER_ANALYSIS: VideoAnalysis = {
  hook_title_present: true,
  hook_title_content: 'The one change that made everything easier',
  hook_verbal_present: true,
  hook_verbal_content: 'Most people get this part wrong, so here is what to do instead.',
  hook_visual_present: true,
  hook_visual_content: 'A close-up of the finished result before the walkthrough begins',
  hook_overview:
    'The opening shows the end result first and names a common frustration, which gives the viewer a reason to stay for the explanation that follows.',
  payoff:
    'The closing moment delivers on the opening promise with one clear takeaway the viewer can use right away.',
  narrative_framework_name: 'Promise, Proof, Payoff',
  narrative_framework_core_logic:
    'Make a specific promise, back it with a quick demonstration, then hand over the result in one line.',
  narrative_framework: {
    frameworkType: 'Educational',
    simpleOutline: [
      'Open on the result',
      'Name the usual mistake',
      'Walk through the better approach',
      'Close with the takeaway',
    ],
    repeatingMicroPattern: 'Claim, then a short example, then the lesson',
    microPatternSteps: [
      { step: 1, name: 'Claim', description: 'State the point in one sentence' },
      { step: 2, name: 'Example', description: 'Show it happening on screen' },
      { step: 3, name: 'Lesson', description: 'Say what the viewer should take from it' },
    ],
    structuralBreakdown: {
      hook: 'Shows the finished result and asks a direct question',
      beats: [
        { name: 'Context', function: 'Sets up who this is for and why it matters' },
        { name: 'Demonstration', function: 'Shows the approach step by step' },
        { name: 'Contrast', function: 'Compares it with the usual way' },
      ],
      payoff: 'Returns to the result with a single memorable takeaway',
    },
  },
  themes: ['Everyday improvement'],
  techniques: ['Direct address', 'Result first'],
  emotions: ['Curiosity', 'Relief'],
  trends: ['Quick tips'],
  transcript:
    'Here is the one change that made this so much easier. Most people start in the wrong place, so let me show you what to do instead. First, set things up like this. Then take it one step at a time. And that is it: the same result, in half the time. Save this for later.',
};
