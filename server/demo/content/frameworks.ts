import type { FrameworkSource } from './types';

// The narrative frameworks an analysis can name; formats and concepts point at them by name.
export const FRAMEWORKS: FrameworkSource[] = [
  {
    name: 'Problem-Agitate-Solve',
    type: 'Persuasive',
    coreLogic:
      'Name a problem the viewer already feels, make the cost of leaving it alone vivid, then hand over the fix as relief.',
    microPattern: 'Pain point, then its cost, then the fix, repeated for each point',
    steps: [
      ['Pain', 'Point at a specific frustration the viewer recognizes'],
      ['Cost', 'Show what it costs to keep ignoring it'],
      ['Fix', 'Deliver the practical change'],
    ],
    beats: ['Agitate', 'Solve', 'Proof'],
    overviewLine: 'It runs on a problem-agitate-solve arc, naming the pain before handing over the fix.',
  },
  {
    name: 'Myth vs. Reality',
    type: 'Educational',
    coreLogic:
      'State the belief the audience holds, dismantle it with evidence, and replace it with what actually works.',
    microPattern: 'Myth, then evidence, then the better rule',
    steps: [
      ['Myth', 'Say the common belief out loud'],
      ['Evidence', 'Show why it falls apart'],
      ['Replace', 'Give the rule that works instead'],
    ],
    beats: ['The myth', 'The evidence', 'The better rule'],
    overviewLine: 'It is built as myth versus reality, knocking down an assumption before replacing it.',
  },
  {
    name: 'Before-Bridge-After',
    type: 'Transformation',
    coreLogic:
      'Show where things started, reveal the bridge that changed them, and let the after state sell the method.',
    microPattern: 'Before snapshot, then the change, then the after snapshot',
    steps: [
      ['Before', 'Show the starting state'],
      ['Bridge', 'Reveal the specific change'],
      ['After', 'Show the result'],
    ],
    beats: ['The before', 'The bridge', 'The after'],
    overviewLine: 'It follows a before-bridge-after shape, so the result does the persuading.',
  },
  {
    name: 'Numbered Countdown',
    type: 'Listicle',
    coreLogic:
      'Promise a fixed number of items so viewers stay to collect them all, saving the strongest for last.',
    microPattern: 'Number, then item, then a one-line reason',
    steps: [
      ['Number', 'Flash the item number on screen'],
      ['Item', 'Name the tip or mistake'],
      ['Why', 'Justify it in one line'],
    ],
    beats: ['Item one', 'Item two', 'Item three'],
    overviewLine: 'It is structured as a numbered countdown, with the strongest point held for last.',
  },
  {
    name: 'Setup-Conflict-Resolution',
    type: 'Narrative Story',
    coreLogic:
      'Drop the viewer into a moment, introduce what went wrong, and resolve it with a lesson they can reuse.',
    microPattern: 'Moment, then complication, then takeaway',
    steps: [
      ['Moment', 'Open inside a specific scene'],
      ['Complication', 'Introduce what went wrong'],
      ['Takeaway', 'Close the loop with a lesson'],
    ],
    beats: ['Setup', 'Conflict', 'Resolution'],
    overviewLine: 'It uses a classic setup-conflict-resolution story arc.',
  },
  {
    name: 'Step-by-Step Sequence',
    type: 'Instructional',
    coreLogic:
      'Show the finished result first, then teach each step in order so the viewer can follow along.',
    microPattern: 'Step label, then action, then a quick check',
    steps: [
      ['Label', 'Name the step on screen'],
      ['Action', 'Show it being done'],
      ['Check', 'Confirm what it should look like'],
    ],
    beats: ['Step one', 'Step two', 'Step three'],
    overviewLine: 'It is laid out as a step-by-step sequence viewers can follow along with.',
  },
  {
    name: 'Open Loop Reveal',
    type: 'Curiosity',
    coreLogic:
      'Open a question in the first seconds and keep it open, feeding partial answers until a final reveal.',
    microPattern: 'Tease, then a partial answer, then a new question',
    steps: [
      ['Tease', 'Hint at the answer'],
      ['Partial', 'Give part of it away'],
      ['Re-open', 'Raise the next question'],
    ],
    beats: ['First clue', 'Second clue', 'The reveal'],
    overviewLine: 'It keeps an open loop running, feeding clues until the final reveal.',
  },
  {
    name: 'Timeline Montage',
    type: 'Vlog',
    coreLogic:
      'Move through time in order, letting small moments add up to a picture of a routine or lifestyle.',
    microPattern: 'Timestamp, then moment, then a line of reflection',
    steps: [
      ['Timestamp', 'Show the time of day'],
      ['Moment', 'Capture one small action'],
      ['Reflection', 'Add a line on why it matters'],
    ],
    beats: ['Morning', 'Midday', 'Evening'],
    overviewLine: 'It moves through the day as a timeline montage, letting small moments add up.',
  },
  {
    name: 'Side-by-Side Showdown',
    type: 'Comparison',
    coreLogic:
      'Set two options against each other on the criteria the viewer cares about and deliver a clear verdict.',
    microPattern: 'Option A, then option B, then a verdict on one criterion',
    steps: [
      ['Option A', 'Show the first option'],
      ['Option B', 'Show the alternative'],
      ['Verdict', 'Call the winner for this round'],
    ],
    beats: ['Round one', 'Round two', 'Verdict'],
    overviewLine: 'It is framed as a side-by-side showdown that ends in a clear verdict.',
  },
  {
    name: 'Relatable Escalation',
    type: 'Comedic Skit',
    coreLogic:
      'Start from an everyday situation the audience recognizes and escalate it until the punchline makes the point.',
    microPattern: 'Familiar moment, then escalation, then a beat of silence',
    steps: [
      ['Familiar', 'Set up a scene everyone knows'],
      ['Escalate', 'Push it one step further'],
      ['Land', 'Pause for the reaction'],
    ],
    beats: ['The setup', 'The escalation', 'The punchline'],
    overviewLine: 'It escalates a familiar situation until the punchline lands the point.',
  },
  {
    name: 'Call-and-Response',
    type: 'Reaction',
    coreLogic:
      "Borrow the tension of someone else's claim, then answer it point by point with the creator's own evidence.",
    microPattern: 'Their claim, then the response, then proof',
    steps: [
      ['Claim', 'Play the original statement'],
      ['Response', 'React on camera'],
      ['Proof', 'Back it with an example'],
    ],
    beats: ['The claim', 'The response', 'The correction'],
    overviewLine: "It answers another creator's claim in a call-and-response structure.",
  },
  {
    name: 'Proof Stack',
    type: 'Social Proof',
    coreLogic:
      'Layer result after result so the viewer is convinced by volume before the method is even explained.',
    microPattern: 'Result, then who got it, then how',
    steps: [
      ['Result', 'Lead with the outcome'],
      ['Who', 'Show who achieved it'],
      ['How', 'Explain the lever in one line'],
    ],
    beats: ['First proof', 'Second proof', 'The method'],
    overviewLine: 'It stacks proof point on proof point before explaining the method.',
  },
];

// A video whose main concept has a natural framework uses it about half the time.
export const CONCEPT_FRAMEWORKS: Record<string, string> = {
  'Myth Busting': 'Myth vs. Reality',
  Transformation: 'Before-Bridge-After',
  Comparison: 'Side-by-Side Showdown',
  'Social Proof': 'Proof Stack',
  'Curiosity Gap': 'Open Loop Reveal',
  'Mistakes to Avoid': 'Numbered Countdown',
  'Problem / Solution': 'Problem-Agitate-Solve',
  'Underdog Story': 'Setup-Conflict-Resolution',
};
