import type { TaxonomySource } from './types';

// Captions and text hooks appear on most short-form videos; loops and progress bars are rarer craft choices.
export const ELEMENTS: TaxonomySource[] = [
  {
    name: 'Text Hook',
    description:
      'A bold line of on-screen text in the first second that states the promise or tension of the video.',
    structural:
      'Placed in the upper third over the opening frame, usually four to ten words, and held for two to three seconds so it can be read before the first cut.',
    weight: 14,
  },
  {
    name: 'Trending Audio',
    description:
      'A sound or song currently circulating on the platform, used to ride its familiarity and distribution.',
    structural:
      'The track runs under the whole video at low volume or drives the edit, with cuts timed to its beats.',
    weight: 9,
  },
  {
    name: 'Jump Cuts',
    description: 'Pauses and filler are cut out so speech moves at a fast, continuous clip.',
    structural:
      'Cuts land every one to three seconds, often alternating between a wide and a punched-in frame to keep the shot feeling fresh.',
    weight: 11,
  },
  {
    name: 'Captions',
    description: 'Burned-in subtitles of what is being said, for the many viewers watching without sound.',
    structural:
      'Short word-by-word or phrase captions sit in the lower middle of the frame, with key words highlighted in color.',
    weight: 16,
  },
  {
    name: 'Face to Camera',
    description: 'The creator looks straight into the lens and addresses the viewer directly.',
    structural:
      'A chest-up framing at eye level, with the creator holding eye contact through the hook and key lines.',
    weight: 12,
  },
  {
    name: 'Pattern Interrupt',
    description: 'An unexpected visual or sound that resets attention just as it might drift.',
    structural:
      'Dropped in around the third to eighth second or between points: a sudden angle change, prop, sound or movement that breaks the rhythm.',
    weight: 5,
  },
  {
    name: 'Split Screen',
    description: 'Two shots shown side by side or stacked to compare, contrast or react.',
    structural:
      'The frame is divided in half, with a label on each side and matched timing so differences can be read at a glance.',
    weight: 4,
  },
  {
    name: 'Countdown',
    description: 'Items numbered on screen, often counting down to the best one.',
    structural:
      'A large number appears with each item, and the count builds anticipation for the final, strongest entry.',
    weight: 5,
  },
  {
    name: 'On-screen Checklist',
    description: 'A visible list that fills in or ticks off as the video moves through its points.',
    structural:
      'The list sits in a fixed area of the frame and each item is revealed or ticked as it is discussed, giving a sense of progress.',
    weight: 5,
  },
  {
    name: 'Zoom Transition',
    description: 'A fast punch-in or zoom that carries one shot into the next.',
    structural:
      'Used on the key word or reveal, pushing into a detail and cutting on the motion so the transition feels seamless.',
    weight: 5,
  },
  {
    name: 'B-roll Cutaways',
    description: 'Supporting footage that illustrates what is being said instead of showing the speaker.',
    structural:
      'Short clips of hands, products, places or screens are laid over the audio, changing every one to two seconds.',
    weight: 9,
  },
  {
    name: 'Voiceover Narration',
    description: 'Recorded narration that carries the video while the visuals play underneath.',
    structural:
      'Written as a tight script and recorded separately, then laid over footage so the pacing of the edit follows the voice.',
    weight: 8,
  },
  {
    name: 'Sound Effects',
    description: 'Whooshes, pops, dings and other effects that punctuate cuts and reveals.',
    structural:
      'Placed on transitions, text appearances and punchlines to add emphasis and rhythm without words.',
    weight: 4,
  },
  {
    name: 'Product Close-up',
    description: "Tight macro shots of a product's texture, details or use.",
    structural:
      'Filmed in good light with shallow focus, usually mid-video when a feature is being explained.',
    weight: 5,
  },
  {
    name: 'Seamless Loop',
    description: 'The last frame flows back into the first so the video replays without a visible seam.',
    structural:
      'The closing line or image is written to lead straight back into the opening, which raises rewatches and average watch time.',
    weight: 3,
  },
  {
    name: 'Progress Bar',
    description: 'A bar or timer that shows how far through the video, routine or process the viewer is.',
    structural:
      'A thin bar runs along the top or bottom edge, or a timer sits in a corner, filling up as the video plays.',
    weight: 2,
  },
  {
    name: 'Call to Action Overlay',
    description: 'On-screen text or a graphic asking the viewer to save, follow, comment or click.',
    structural:
      'Appears in the final seconds, sometimes echoed mid-video, with one clear action rather than several.',
    weight: 6,
  },
  {
    name: 'Prop Reveal',
    description: 'A physical object is brought into frame to illustrate a point or land a punchline.',
    structural:
      'The prop is held just out of frame and revealed on the key line, often in the first three seconds as part of the hook.',
    weight: 3,
  },
];
