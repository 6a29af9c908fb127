// Small wording helpers shared by the demo generators.

/** Replaces `{subject}` in a template. */
export function fillSubject(template: string, subject: string): string {
  return template.replaceAll('{subject}', subject);
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter so a sentence can follow a connector, keeping "I" and acronyms intact. */
export function lowerFirst(text: string): string {
  if (/^(I\b|I'|[A-Z]{2})/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a" or "an" for a lower-case noun phrase. */
export function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? 'an' : 'a';
}

// Visual hooks are written as shot notes ("Creator holds up ..."); in prose a role needs "the".
const ROLE_OPENERS =
  /^(Creator|Agent|Chef|Parent|Designer|Photographer|Vet|Concierge|Repair tech|Beagle|Toddler|Puppy)\b/;

/** Turns a visual hook shot note into a clause that can follow "Visually,". */
export function visualClause(visual: string): string {
  if (ROLE_OPENERS.test(visual)) return `the ${lowerFirst(visual)}`;
  return lowerFirst(visual);
}

/** Wraps a quotation in double quotes, turning quotes inside it into single ones so they do not clash. */
export function quoted(text: string): string {
  return `"${text.replaceAll('"', "'")}"`;
}

/** Joins items as prose: "a", "a and b", "a, b and c". */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Counts the words in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}
