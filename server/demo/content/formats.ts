import type { FormatSource } from './types';

// Weights make talking heads and voiceovers far more common than street interviews, as in real libraries.
export const FORMATS: FormatSource[] = [
  {
    name: 'Talking Head',
    description:
      'The creator speaks directly to camera, delivering advice or an opinion in their own voice. The quickest format for building trust and authority.',
    structural:
      'A tight face-to-camera shot opens on a spoken hook, followed by jump-cut points and a closing call to action, usually with burned-in captions.',
    weight: 22,
    titles: ['Talking-head breakdown of {subject}', 'Straight-to-camera advice on {subject}'],
    verb: 'speaks straight to camera about',
    intros: [
      "Okay, let's talk about {subject}.",
      "I get asked about {subject} every single week, so here's my honest answer.",
    ],
    steps: ['First,', 'Second,', 'And the big one:'],
    elements: ['Face to Camera', 'Jump Cuts', 'Captions'],
    frameworks: ['Problem-Agitate-Solve', 'Myth vs. Reality', 'Open Loop Reveal'],
  },
  {
    name: 'Green Screen Commentary',
    description:
      'The creator appears over a background image, article, screenshot or chart and comments on it. Popular for news, data and reactions to posts.',
    structural:
      'The creator is keyed over a full-screen visual that changes with each point, pointing at details while narrating, so the screen does half the explaining.',
    weight: 9,
    titles: ['Green-screen breakdown of {subject}', 'Screenshot-by-screenshot commentary on {subject}'],
    verb: 'comments over on-screen examples to break down',
    intros: [
      'Look at this. This is exactly what I mean when I talk about {subject}.',
      "Let's pull up the receipts on {subject}.",
    ],
    steps: ['Look at this first:', 'Now zoom in here:', 'And this is the part that matters:'],
    elements: ['Face to Camera', 'Zoom Transition', 'Text Hook'],
    frameworks: ['Myth vs. Reality', 'Proof Stack', 'Open Loop Reveal'],
  },
  {
    name: 'Day in the Life',
    description:
      'A compressed vlog following the creator through a real day. It sells a lifestyle or routine through small, relatable moments.',
    structural:
      'Time-stamped clips from morning to night are cut to music with short voiceover or captions, building to a reflective moment at the end.',
    weight: 8,
    titles: ['Day-in-the-life vlog built around {subject}', 'A full day showing {subject} in practice'],
    verb: 'follows a full day to show',
    intros: [
      'Come with me for a full day, because today is all about {subject}.',
      "It's six a.m. and today I'm showing you {subject} in real life.",
    ],
    steps: ['First stop of the day:', 'By lunchtime, lesson two:', 'And tonight, the last one:'],
    elements: ['B-roll Cutaways', 'Trending Audio', 'Captions', 'Progress Bar'],
    frameworks: ['Timeline Montage', 'Before-Bridge-After'],
  },
  {
    name: 'Tutorial / How-To',
    description:
      'A practical walkthrough that teaches one specific outcome. Highly saveable and a strong driver of follows for educators.',
    structural:
      'States the end result first, then shows each step in order with on-screen labels, finishing on the completed result.',
    weight: 13,
    titles: ['Step-by-step tutorial on {subject}', 'How-to guide on {subject}'],
    verb: 'builds a step-by-step lesson around',
    intros: [
      "Here's my step-by-step take on {subject}.",
      "Save this, because I'm going to show you {subject} in under a minute.",
    ],
    steps: ['Step one:', 'Step two:', 'Step three:'],
    elements: ['On-screen Checklist', 'Captions', 'Zoom Transition', 'Product Close-up'],
    frameworks: ['Step-by-Step Sequence', 'Problem-Agitate-Solve'],
  },
  {
    name: 'Before & After',
    description:
      'Shows a clear starting point and the result after a change, letting the contrast do the persuading.',
    structural:
      "Opens on the 'before' state for a beat, uses a hard cut or transition to the 'after', then explains what made the difference.",
    weight: 5,
    titles: ['Before-and-after look at {subject}', 'Before-and-after reveal on {subject}'],
    verb: 'contrasts a before and an after to show',
    intros: [
      'This was the before. Stick around for the after, because it all comes down to {subject}.',
      'Same starting point, very different result, and it all comes down to {subject}.',
    ],
    steps: ['What changed first:', 'Then:', 'And finally:'],
    elements: ['Split Screen', 'Zoom Transition', 'Seamless Loop'],
    frameworks: ['Before-Bridge-After', 'Side-by-Side Showdown'],
  },
  {
    name: 'Product Demo',
    description:
      'Puts a product or tool to use so viewers see exactly what it does. Common for DTC brands and reviewers.',
    structural:
      'Opens on the problem or the product in hand, shows two or three features working in real time, and closes on price or where to get it.',
    weight: 6,
    titles: ['Product demo tackling {subject}', 'Hands-on demo focused on {subject}'],
    verb: 'puts a product to work to show',
    intros: [
      'I have been testing this for three weeks, and it changed my mind about {subject}.',
      "This is what I reach for when it comes to {subject}, and here's how it works.",
    ],
    steps: ['First thing you notice:', 'Then:', 'And my favorite part:'],
    elements: ['Product Close-up', 'Captions', 'Call to Action Overlay', 'Zoom Transition'],
    frameworks: ['Problem-Agitate-Solve', 'Proof Stack', 'Side-by-Side Showdown'],
  },
  {
    name: 'POV Skit',
    description:
      "A short acted scene framed as 'POV:' that dramatizes a situation the audience recognizes. Builds relatability and shares.",
    structural:
      'An on-screen POV line sets the scene, the creator plays one or more characters through a quick escalation, and a punchline lands in the last seconds.',
    weight: 6,
    titles: ['POV skit about {subject}', 'Comedy skit playing on {subject}'],
    verb: 'acts out a relatable scene about',
    intros: [
      'POV: you finally figured out {subject}.',
      'POV: your best friend has never heard of {subject}.',
    ],
    steps: ['Scene one:', 'Scene two:', 'Plot twist:'],
    elements: ['Text Hook', 'Trending Audio', 'Jump Cuts', 'Sound Effects'],
    frameworks: ['Relatable Escalation', 'Setup-Conflict-Resolution'],
  },
  {
    name: 'Listicle',
    description:
      'A numbered list of tips, tools or mistakes delivered at speed. Easy to follow and highly saveable.',
    structural:
      'A title hook promises a number, each item gets its own on-screen label and a few seconds, and the strongest item is saved for last.',
    weight: 11,
    titles: ['Quick-fire list covering {subject}', 'Numbered rundown on {subject}'],
    verb: 'runs through a numbered list on',
    intros: [
      'Here are three things nobody tells you about {subject}.',
      'Three quick ones on {subject}, and the last one is the one that matters.',
    ],
    steps: ['Number one:', 'Number two:', 'Number three:'],
    elements: ['Countdown', 'On-screen Checklist', 'Text Hook', 'Captions'],
    frameworks: ['Numbered Countdown', 'Myth vs. Reality'],
  },
  {
    name: 'Storytime',
    description:
      'The creator tells a personal story, usually with a lesson or twist at the end. Drives watch time through narrative tension.',
    structural:
      'Starts in the middle of the action with a line that raises a question, fills in context, builds to the turning point and ends on the lesson.',
    weight: 6,
    titles: ['Personal story about {subject}', 'Storytime on {subject}'],
    verb: 'tells a personal story about',
    intros: [
      'So this happened last year, and it completely changed how I think about {subject}.',
      "I almost didn't post this, but here's my story with {subject}.",
    ],
    steps: ['The first thing I learned:', 'The second:', 'And the one that changed everything:'],
    elements: ['Face to Camera', 'Captions', 'B-roll Cutaways'],
    frameworks: ['Setup-Conflict-Resolution', 'Before-Bridge-After'],
  },
  {
    name: 'Street Interview',
    description:
      'Quick questions put to people on the street, cut together for surprising or funny answers. Strong for social proof and curiosity.',
    structural:
      'A punchy question is asked on camera, the best two or three answers are cut in sequence, and the host delivers the takeaway at the end.',
    weight: 2,
    titles: ['Street interview asking strangers about {subject}', 'Vox-pop on {subject}'],
    verb: 'asks people on the street about',
    intros: [
      'We asked people on the street about {subject}. The answers were not what I expected.',
      'Quick question for strangers today: what do you know about {subject}?',
    ],
    steps: ['The first answer:', 'Another person said:', 'And the best answer of the day:'],
    elements: ['Captions', 'Jump Cuts', 'Sound Effects', 'Pattern Interrupt'],
    frameworks: ['Proof Stack', 'Open Loop Reveal'],
  },
  {
    name: 'Unboxing',
    description:
      'Opens a delivery or product on camera, capturing first impressions. Works for launches, hauls and subscription boxes.',
    structural:
      'The sealed package is the hook, each layer is revealed with close-ups and sound, and a quick verdict closes the video.',
    weight: 3,
    titles: ['Unboxing that leads into {subject}', 'First-impressions unboxing on {subject}'],
    verb: 'unboxes a delivery to get into',
    intros: [
      "It finally arrived. Let's open it up, because this one is all about {subject}.",
      "Unboxing this live, and then we're talking about {subject}.",
    ],
    steps: ['First layer:', 'Underneath that:', 'And the real surprise:'],
    elements: ['Product Close-up', 'Prop Reveal', 'Sound Effects', 'Trending Audio'],
    frameworks: ['Open Loop Reveal', 'Proof Stack'],
  },
  {
    name: 'Behind the Scenes',
    description:
      'Shows the process, team or workspace normally hidden from customers. Builds trust and makes a brand feel human.',
    structural:
      'Opens on a finished result or a busy moment, then cuts back through the real process with candid clips and a short voiceover for each stage.',
    weight: 4,
    titles: ['Behind-the-scenes look at {subject}', 'Inside the process behind {subject}'],
    verb: 'takes viewers behind the scenes of',
    intros: [
      "Here's what actually goes on behind the scenes when it comes to {subject}.",
      'Nobody sees this side of {subject}, so let me show you.',
    ],
    steps: ['Stage one:', 'Stage two:', 'And the part nobody sees:'],
    elements: ['B-roll Cutaways', 'Voiceover Narration', 'Trending Audio', 'Captions'],
    frameworks: ['Timeline Montage', 'Step-by-Step Sequence'],
  },
  {
    name: 'Duet / Stitch Reaction',
    description:
      'Responds to another clip side by side or stitched on the end, adding agreement, correction or a new angle. Borrows reach from an existing conversation.',
    structural:
      'The original clip plays for a few seconds to set up the claim, then the creator cuts in with a reaction and backs it up with their own points.',
    weight: 2,
    titles: ['Stitch reaction setting the record straight on {subject}', 'Duet response about {subject}'],
    verb: 'stitches another clip to weigh in on',
    intros: [
      "I have to respond to this one, because there's so much confusion about {subject}.",
      'Stitching this because {subject} deserves a better answer.',
    ],
    steps: ["Here's what they missed:", 'Also,', 'And most importantly,'],
    elements: ['Split Screen', 'Face to Camera', 'Captions', 'Pattern Interrupt'],
    frameworks: ['Call-and-Response', 'Myth vs. Reality'],
  },
  {
    name: 'Voiceover B-roll',
    description:
      "Narration laid over footage of hands, products, places or process rather than the creator's face. Lets faceless and brand accounts tell a story.",
    structural:
      'A spoken or written hook sits over an arresting first clip, then B-roll cuts change every one to two seconds with the narration and end on a satisfying final shot.',
    weight: 14,
    titles: ['Voiceover piece on {subject}', 'Narrated B-roll explainer on {subject}'],
    verb: 'narrates over B-roll to explain',
    intros: [
      'Nobody talks about {subject}, so let me walk you through it.',
      'This is your sign to rethink {subject}.',
    ],
    steps: ['First,', 'Next,', 'Finally,'],
    elements: ['Voiceover Narration', 'B-roll Cutaways', 'Trending Audio', 'Captions'],
    frameworks: ['Problem-Agitate-Solve', 'Before-Bridge-After', 'Step-by-Step Sequence'],
  },
];
