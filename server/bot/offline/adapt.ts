import type { FullVideo } from '../../../shared/contracts/video';
import { spokenHook } from './video-facts';

/**
 * Adapting what works in the library to the user's niche, offline: a hook keeps its device (a conditional
 * call-out stays a call-out, a number promise a number promise) with the user's field put in; a video idea
 * keeps its concept. The user's words fill the slots, the library video supplies the move, and the answer
 * cites the video the move came from.
 */

export interface Audience {
  /** The user's field, as a noun that fits "three ___ mistakes": "fitness", "skincare brand". */
  field: string;
  /** Who the user is, with its article: "a fitness coach"; "a fitness creator" without a niche. */
  who: string;
  /**
   * Whom the answer is for, after "for": "a fitness coach", or "skincare brands" where `who` reads
   * "a creator for skincare brands" ("for a creator for skincare brands" doubles the "for").
   */
  forWhom: string;
}

/** Last words that name who the user is (a person or a business), so "a fitness coach" reads right. */
const ROLE_NOUNS = new Set(
  (
    'coach trainer brand shop store business company agency studio clinic agent consultant creator ' +
    'influencer teacher tutor owner founder chef baker photographer therapist designer planner realtor ' +
    'broker stylist artist writer author podcaster youtuber startup salon gym restaurant cafe bakery ' +
    'roastery boutique practice firm label account page channel nutritionist dietitian vet groomer'
  ).split(' '),
);
const NOT_A_ROLE = new Set([
  'makeover',
  'newsletter',
  'career',
  'water',
  'winter',
  'summer',
  'paper',
  'cover',
]);

/** "a fitness coach"; "a creator for dog owners" (a plural names the audience); "a packing course creator". */
export function whoOf(niche: string): string {
  const last = niche.split(' ').at(-1) ?? niche;
  // "for dog groomers": the user may be one or serve them; "a creator for dog groomers" is true either way.
  if (/[^s]s$/.test(last)) return `a creator for ${niche}`;
  if (ROLE_NOUNS.has(last) || (/(ist|ian|or|er)$/.test(last) && !NOT_A_ROLE.has(last)))
    return withArticle(niche);
  return `${withArticle(niche)} creator`;
}

export function audienceOf(niche: string | null, topic: string | null): Audience {
  const field = (topic ?? niche ?? 'your niche').toLowerCase();
  const who = niche ? whoOf(niche) : `${withArticle(field)} creator`;
  const forWhom = niche && who === `a creator for ${niche}` ? niche : who;
  return { field, who, forWhom };
}

export function withArticle(phrase: string): string {
  if (/^(a|an|the|my|our)\s/i.test(phrase)) return phrase;
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

type Template = (a: Audience) => string;

interface HookDevice {
  name: string;
  test: RegExp;
  templates: Template[];
}

const HOOK_DEVICES: HookDevice[] = [
  {
    name: 'conditional call-out',
    test: /^if (you|your)\b/i,
    templates: [
      (a) => `If you're ${a.who} and you still skip this step, you're working twice as hard.`,
      (a) => `If your ${a.field} posts stall after a day, this is probably why.`,
      (a) => `If you only change one thing in your ${a.field} routine this month, make it this.`,
    ],
  },
  {
    name: 'comparison',
    test: /\b(vs\.?|versus|compared|one (clearly )?won|only one)\b/i,
    templates: [
      (a) => `I tried the two most common ${a.field} approaches for a month. One clearly won.`,
      (a) => `Same goal, two ${a.field} methods, side by side. The difference surprised me.`,
    ],
  },
  {
    name: 'number promise',
    test: /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|these (two|three|four|five))\b/i,
    templates: [
      (a) => `Three ${a.field} mistakes I see every single week.`,
      (a) => `Two ${a.field} rules I'd give every beginner, and one to ignore.`,
      (a) => `Five seconds, one ${a.field} fix, and you'll never go back.`,
    ],
  },
  {
    name: 'direct accusation',
    test: /^(your|you're|you are|you)\b/i,
    templates: [
      (a) => `Your ${a.field} plan isn't the problem. Your first step is.`,
      (a) => `You're doing the hardest part of ${a.field} in the wrong order.`,
    ],
  },
  {
    name: 'myth to break',
    test: /^(most|nobody|no one|everyone|people think|stop|everybody)\b|\b(isn't|aren't|doesn't|myth)\b/i,
    templates: [
      // "career advice advice": a field that is advice already takes no second one.
      (a) => `Most ${/\badvice$/i.test(a.field) ? a.field : `${a.field} advice`} gets this backwards.`,
      (a) => `Nobody in ${a.field} talks about this, so I will.`,
      (a) => `Everyone says ${a.field} takes hours a week. It doesn't.`,
    ],
  },
  {
    name: 'personal confession',
    test: /^(i|i'm|i've|my|we|we're|our)\b/i,
    templates: [
      (a) => `I've worked as ${a.who} for years, and this is the one thing I'd tell every beginner.`,
      (a) => `My first year as ${a.who} taught me this the hard way.`,
      (a) => `I changed one thing about how I do ${a.field}, and my clients noticed in a week.`,
    ],
  },
  {
    name: 'question',
    test: /\?\s*$|^(ever|why|what|how|did you|do you|have you)\b/i,
    templates: [
      (a) => `Ever wonder why your ${a.field} progress stalls after week two?`,
      (a) => `Why do the best ${a.field} accounts all start the same way?`,
    ],
  },
  {
    name: 'demonstrative reveal',
    test: /^(this|here's|here is|these|the|that)\b/i,
    templates: [
      (a) => `This is the ${a.field} habit that changed everything for me.`,
      (a) => `Here's the ${a.field} shortcut people keep asking me about.`,
    ],
  },
  {
    name: 'bold statement',
    test: /.*/,
    templates: [
      (a) => `Nobody warned me about this part of ${a.field}.`,
      (a) => `What I wish I'd known about ${a.field} on day one.`,
    ],
  },
];

const VISUAL_ONLY: HookDevice = {
  name: 'visual-first opening',
  test: /.*/,
  templates: [
    (a) =>
      `(On screen, no words) Show the finished ${a.field} result in the first second, then cut back to the start.`,
    (a) => `(On screen) Text: "Watch this ${a.field} change happen in 20 seconds."`,
  ],
};

/** The device a video's hook uses, by how its words open. */
export function hookDevice(video: FullVideo): HookDevice {
  const hook = spokenHook(video);
  if (!hook) return VISUAL_ONLY;
  return HOOK_DEVICES.find((device) => device.test.test(hook)) ?? VISUAL_ONLY;
}

/**
 * A hook for the user, built on the device of the video's hook. `used` holds hooks already written in
 * this answer, so two videos with the same device give two different hooks.
 */
export function adaptHook(
  video: FullVideo,
  audience: Audience,
  used: Set<string>,
): { hook: string; device: string } | null {
  const device = hookDevice(video);
  const count = device.templates.length;
  for (let i = 0; i < count; i++) {
    const hook = device.templates[(video.id + i) % count]?.(audience) ?? '';
    if (hook && !used.has(hook)) {
      used.add(hook);
      return { hook, device: device.name };
    }
  }
  return null;
}

/**
 * A hook on another opening than the video's own, for a brief grounded in one or two videos that still
 * needs three variants: the visual-first opening first (the video's picture with the user's words), then
 * the other devices in order. Null when every template is used.
 */
export function alternateHook(
  video: FullVideo,
  audience: Audience,
  used: Set<string>,
): { hook: string; device: string } | null {
  const own = hookDevice(video);
  for (const device of [VISUAL_ONLY, ...HOOK_DEVICES].filter((d) => d !== own)) {
    for (const template of device.templates) {
      const hook = template(audience);
      if (!used.has(hook)) {
        used.add(hook);
        return { hook, device: device.name };
      }
    }
  }
  return null;
}

/** A video idea on each concept of the library's taxonomy (the demo's 20 and any other by name). */
const CONCEPT_IDEAS: Record<string, Template> = {
  'Myth Busting': (a) => `The ${a.field} myth your audience still believes, busted in 30 seconds`,
  'Contrarian Take': (a) => `An unpopular ${a.field} opinion, defended with one concrete example`,
  Transformation: (a) => `A ${a.field} before-and-after: one change, 30 days, shown honestly`,
  'Social Proof': (a) => `What happened when a client tried your ${a.field} method, in their words`,
  'Curiosity Gap': (a) => `The one ${a.field} detail nobody notices, revealed in the last second`,
  'Relatable Struggle': (a) => `The ${a.field} struggle every beginner has, and how you got past it`,
  'Insider Secret': (a) => `An insider ${a.field} secret you only learn on the job`,
  Challenge: (a) => `A 7-day ${a.field} challenge, filmed day by day`,
  'Mistakes to Avoid': (a) => `Three ${a.field} mistakes to stop making this week`,
  Comparison: (a) => `Two ${a.field} options side by side: which one wins?`,
  'Problem / Solution': (a) => `The most common ${a.field} problem and your three-step fix`,
  'Quick Win': (a) => `A 60-second ${a.field} fix viewers can try today`,
  'Personal Vulnerability': (a) => `The ${a.field} moment you almost quit, told straight`,
  'Aspirational Lifestyle': (a) => `A day in your life as ${a.who}, at its best`,
  'Expert Authority': (a) => `What years as ${a.who} taught you, in one rule`,
  'Price Reveal': (a) => `What ${a.field} really costs, itemised on screen`,
  'Us vs Them': (a) => `What pros do with ${a.field} that most people don't`,
  Nostalgia: (a) => `How ${a.field} used to be done, and what changed`,
  'Routine Reveal': (a) => `Your real ${a.field} routine, start to finish`,
  'Underdog Story': (a) => `How you started in ${a.field} with almost nothing`,
};

/** A video idea for the user modelled on one video's lead concept (or its format, without a known concept). */
export function ideaFrom(video: FullVideo, audience: Audience): { idea: string; concept: string | null } {
  for (const concept of video.concepts) {
    const template = CONCEPT_IDEAS[concept];
    if (template) return { idea: template(audience), concept };
  }
  const format = video.video_format ?? 'short video';
  return {
    idea: `A ${format.toLowerCase()} on ${audience.field}, built the way this one is`,
    concept: video.concepts[0] ?? null,
  };
}
