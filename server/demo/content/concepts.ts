import type { ConceptSource } from './types';

// Concept weights only shape the extra concepts a video gets; each idea names its own main concepts.
export const CONCEPTS: ConceptSource[] = [
  {
    name: 'Myth Busting',
    description: 'Takes a widely held belief and shows why it is wrong or incomplete.',
    structural:
      'States the myth in the hook, presents the evidence against it, then replaces it with the better practice.',
    weight: 10,
    angle: 'challenging a belief most viewers already hold',
    formats: ['Green Screen Commentary', 'Duet / Stitch Reaction', 'Talking Head'],
  },
  {
    name: 'Contrarian Take',
    description: 'Argues against the popular advice in the niche to stand out and spark debate.',
    structural:
      'Opens with a bold opposing statement, justifies it with experience or data, and invites disagreement in the comments.',
    weight: 7,
    angle: 'taking a deliberately unpopular position',
    formats: ['Talking Head', 'Green Screen Commentary'],
  },
  {
    name: 'Transformation',
    description: 'Shows a meaningful change from one state to another, real or promised.',
    structural:
      'Establishes the starting point, shows the turning point, and lingers on the result long enough for it to land.',
    weight: 9,
    angle: 'promising a visible change by the end',
    formats: ['Before & After', 'Day in the Life'],
  },
  {
    name: 'Social Proof',
    description:
      'Uses results, testimonials, numbers or crowds to show that something works for other people.',
    structural:
      'Leads with a result or reaction, then explains what produced it, often layering several proofs quickly.',
    weight: 6,
    angle: 'leading with results other people have already had',
    formats: ['Street Interview', 'Before & After'],
  },
  {
    name: 'Curiosity Gap',
    description: 'Opens a question the viewer wants answered and delays the answer until later in the video.',
    structural:
      'The hook teases an outcome without revealing it, the middle builds context, and the reveal comes near the end.',
    weight: 11,
    angle: 'holding back the answer so viewers stay for it',
    formats: ['Unboxing', 'Street Interview'],
  },
  {
    name: 'Relatable Struggle',
    description: 'Names a frustration the audience knows well so they feel seen.',
    structural:
      'Starts with the exact moment of frustration, exaggerates it slightly for recognition, then offers comfort or a fix.',
    weight: 8,
    angle: 'naming a frustration the audience lives with',
    formats: ['POV Skit', 'Storytime'],
  },
  {
    name: 'Insider Secret',
    description: 'Shares knowledge framed as something only people inside the industry know.',
    structural:
      'Positions the creator as an insider in the hook, reveals the tip plainly, and explains why outsiders rarely hear it.',
    weight: 6,
    angle: 'framing the tip as something insiders keep quiet',
    formats: ['Behind the Scenes', 'Talking Head'],
  },
  {
    name: 'Challenge',
    description: 'Sets a defined task or time-boxed experiment and follows it through to the end.',
    structural:
      'Announces the rules and stakes up front, shows progress checkpoints and ends with the outcome and a verdict.',
    weight: 3,
    angle: 'setting stakes and a clear finish line',
    formats: ['Day in the Life'],
  },
  {
    name: 'Mistakes to Avoid',
    description: 'Lists common errors so viewers can check whether they are making them.',
    structural:
      'Each mistake is named, shown briefly and paired with its fix, usually in rising order of importance.',
    weight: 9,
    angle: 'making viewers check whether they are getting it wrong',
    formats: ['Listicle'],
  },
  {
    name: 'Comparison',
    description: 'Puts two or more options side by side to help viewers choose.',
    structural:
      "Sets up the options with clear labels, compares them on a few criteria, and declares a winner or an 'it depends' verdict.",
    weight: 6,
    angle: 'setting two options against each other',
    formats: ['Product Demo', 'Duet / Stitch Reaction', 'Before & After'],
  },
  {
    name: 'Problem / Solution',
    description: 'Identifies a specific problem and presents a clear, practical fix.',
    structural:
      'Spends the first seconds on the problem, then moves quickly to the solution and a demonstration that it works.',
    weight: 10,
    angle: 'pairing a specific pain with a ready fix',
    formats: ['Product Demo', 'Tutorial / How-To'],
  },
  {
    name: 'Quick Win',
    description: 'Offers a small, fast improvement viewers can apply today.',
    structural:
      'Promises speed in the hook, shows the tip in one or two steps, and ends on the immediate result.',
    weight: 8,
    angle: 'promising something usable within minutes',
    formats: ['Tutorial / How-To', 'Listicle'],
  },
  {
    name: 'Personal Vulnerability',
    description: 'The creator shares a failure, fear or honest moment to build connection.',
    structural:
      'Opens with a candid admission, tells the story without polish, and ends on what changed or what they would tell their past self.',
    weight: 4,
    angle: 'opening with an honest admission',
    formats: ['Storytime', 'Talking Head'],
  },
  {
    name: 'Aspirational Lifestyle',
    description: 'Presents a desirable routine, space or life that viewers want for themselves.',
    structural:
      'Uses polished visuals and calm pacing, with small practical details that make the aspiration feel reachable.',
    weight: 5,
    angle: 'showing a life the viewer wants',
    formats: ['Day in the Life', 'Voiceover B-roll', 'Behind the Scenes'],
  },
  {
    name: 'Expert Authority',
    description: 'Leans on credentials, experience or data to make the advice trustworthy.',
    structural:
      'Establishes credibility in a line or two, then delivers specific, confident advice with concrete numbers.',
    weight: 6,
    angle: 'borrowing trust from credentials and experience',
    formats: ['Talking Head', 'Green Screen Commentary'],
  },
  {
    name: 'Price Reveal',
    description: 'Builds interest around what something costs, often with a surprising number.',
    structural:
      'Teases or hides the price at the start, shows what you get, and reveals the number midway or at the end.',
    weight: 4,
    angle: 'making the viewer guess a number',
    formats: ['Unboxing', 'Voiceover B-roll'],
  },
  {
    name: 'Us vs Them',
    description: 'Draws a line between the audience and another group to build a shared identity.',
    structural:
      "Contrasts how 'they' do something with how 'we' do it, using humor and recognizable stereotypes.",
    weight: 2,
    angle: 'drawing a line between insiders and everyone else',
    formats: ['POV Skit'],
  },
  {
    name: 'Nostalgia',
    description: 'Evokes a shared memory or an earlier era to create warmth and recognition.',
    structural:
      'References a specific time, object or experience early, then connects it to the present-day message.',
    weight: 2,
    angle: 'tapping into a shared memory',
    formats: ['Storytime', 'Voiceover B-roll'],
  },
  {
    name: 'Routine Reveal',
    description: 'Shows the exact routine, stack or system someone uses.',
    structural:
      'Walks through the routine in the order it happens, naming each product, tool or habit with a short reason.',
    weight: 5,
    angle: 'letting viewers copy an exact routine',
    formats: ['Day in the Life', 'Tutorial / How-To'],
  },
  {
    name: 'Underdog Story',
    description: 'Follows someone starting from behind who wins against the odds.',
    structural:
      'Establishes the disadvantage early, shows the grind and the setbacks, and ends on the win with a lesson.',
    weight: 2,
    angle: 'rooting for someone starting from behind',
    formats: ['Storytime'],
  },
];
