// Small phrase tables the record generator draws from: captions, calls to action and tag pools.
// None of these names contain a comma, because tag lists are also written as comma-separated text.

export const CAPTION_LINES = [
  'Save this so you have it when you need it 📌',
  'Which one are you trying first? Tell me below 👇',
  'Send this to the friend who needs to hear it.',
  'Part 2 is coming if this one helps.',
  'Took me years to figure this out.',
  'Follow for more like this every week.',
  'Drop a 🙌 if this was you.',
  'Honestly wish someone had told me this sooner.',
  'Tag someone who does this 😅',
  'Bookmark this one for later.',
  'Would you try this? Be honest.',
];

/** Spoken sign-offs that close most transcripts. */
export const CLOSERS = [
  'Try it this week and tell me how it goes.',
  'Save this so you have it when you need it.',
  'Let me know in the comments which one surprised you.',
  'Send this to someone who needs to hear it.',
  "Follow for part two, because there's more.",
];

/** What an account asks viewers to do: spoken lines, a short on-screen version and a caption line. */
export interface CallToAction {
  spoken: string[];
  overlay: string;
  caption: string;
}

/** The call to action of each account type. */
export const CALLS_TO_ACTION: Record<string, CallToAction> = {
  'Personal Brand / Creator': {
    spoken: ['Follow for more like this.', 'I post one of these every week, so follow along.'],
    overlay: 'Follow for more',
    caption: 'Follow for more every week.',
  },
  'Small Business': {
    spoken: ['Everything is in our shop, link in bio.', 'Come say hi in store this weekend.'],
    overlay: 'Shop the link in bio',
    caption: 'Shop the link in bio 🛒',
  },
  'DTC Brand': {
    spoken: [
      'Link in bio if you want to try it yourself.',
      'Use the link in bio for free shipping this week.',
    ],
    overlay: 'Link in bio',
    caption: 'Free shipping this week, link in bio.',
  },
  Agency: {
    spoken: [
      'If you want us to look at your account, send us a DM.',
      'We break one of these down every week.',
    ],
    overlay: 'DM us "AUDIT"',
    caption: 'DM us "AUDIT" for a free account review.',
  },
  'Coach / Consultant': {
    spoken: [
      'Comment GUIDE and I will send you my free checklist.',
      'If you want help with this, my link is in bio.',
    ],
    overlay: 'Comment "GUIDE"',
    caption: 'Comment GUIDE and I will send you the checklist.',
  },
  'Enterprise Brand': {
    spoken: ['Find out more at the link in our bio.', 'Learn more at the link in our profile.'],
    overlay: 'Learn more in bio',
    caption: 'Learn more at the link in bio.',
  },
  'Local Service': {
    spoken: ['Book a visit through the link in our bio.', 'Call us or book online, the link is in our bio.'],
    overlay: 'Book now, link in bio',
    caption: 'Book through the link in bio 📍',
  },
  'Media Publisher': {
    spoken: ['Follow for more stories like this.', 'Read the full story at the link in bio.'],
    overlay: 'Full story in bio',
    caption: 'Full story at the link in bio.',
  },
};

/** A second account type that often goes with the creator's own. */
export const COMPANION_ACCOUNT_TYPES: Record<string, string> = {
  'Personal Brand / Creator': 'Coach / Consultant',
  'Coach / Consultant': 'Personal Brand / Creator',
  'Small Business': 'Local Service',
  'Local Service': 'Small Business',
  'DTC Brand': 'Small Business',
  'Enterprise Brand': 'DTC Brand',
  Agency: 'Coach / Consultant',
  'Media Publisher': 'Personal Brand / Creator',
};

export const TECHNIQUES = [
  'Direct address',
  'Open loop',
  'Rapid pacing',
  'Numbered structure',
  'Problem-first framing',
  'Visual proof',
  'Specific numbers',
  'Callback ending',
  'Second-person language',
  'Contrast framing',
  'Live demonstration',
  'Personal anecdote',
  'Self-deprecating humor',
  'Text and voice pairing',
  'Save prompt',
  'Comment prompt',
];

export const EMOTIONS = [
  'Curiosity',
  'Relief',
  'Surprise',
  'Aspiration',
  'Amusement',
  'Empathy',
  'Confidence',
  'Urgency',
  'Satisfaction',
  'Trust',
  'Nostalgia',
  'Motivation',
  'Reassurance',
  'FOMO',
];

export const TRENDS = [
  'Get ready with me',
  'Day-in-the-life POV',
  'De-influencing',
  'Underconsumption core',
  'Loud budgeting',
  'Romanticize your routine',
  'Silent vlog',
  'Expectation vs reality',
  'Tell me without telling me',
  'Rating things out of 10',
  'Things I wish I knew sooner',
  'Quiet luxury',
  'Little treat culture',
  'Storytime with B-roll',
  'Faceless content',
];

/** Curation tags an editor adds; 'High Performer' and 'Strong Hook' are set from the data instead. */
export const ORGANIZATIONAL_TAGS = [
  'Evergreen',
  "Editor's Pick",
  'Beginner Friendly',
  'Low Production Cost',
  'Series Potential',
  'Trend-led',
  'Brand Safe',
  'Swipe Worthy',
];

/** Hook closing remarks for the hook overview, chosen per record. */
export const HOOK_EFFECTS = [
  'sets up a clear promise the rest of the video has to pay off',
  'gives viewers a reason to stay past the first three seconds',
  'makes the payoff feel earned rather than announced',
  'filters for exactly the viewer who needs the answer',
  'creates tension the middle of the video resolves',
];
