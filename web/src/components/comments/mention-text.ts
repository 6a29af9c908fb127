import type { Mentionable } from '../../../../shared/contracts/comments';

// The server's reading of a mention (server/comments/mentions.ts): "@" and an address, not inside a word.
const MENTION = /(^|[^\w.@])@([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** A comment's body in pieces: plain text, and the addresses it mentions (`mention` without the "@"). */
export function bodyParts(body: string): { text: string; mention?: string }[] {
  const parts: { text: string; mention?: string }[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION)) {
    const lead = match[1] ?? '';
    const address = (match[2] ?? '').replace(/\.+$/, '');
    const start = (match.index ?? 0) + lead.length;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: `@${address}`, mention: address.toLowerCase() });
    last = start + address.length + 1;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/**
 * The mention being typed before the caret: where its "@" is and what follows it, or null. An "@" inside
 * a word (an address typed out) is not one.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\w.@])@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The people whose address, or a word of whose name, starts with what was typed after the "@", at most `limit`. */
export function matchingPeople(people: readonly Mentionable[], query: string, limit = 6): Mentionable[] {
  const wanted = query.toLowerCase();
  const starts = (text: string) => text.toLowerCase().startsWith(wanted);
  return people
    .filter((person) => starts(person.email) || (person.name ?? '').split(/\s+/).some(starts))
    .slice(0, limit);
}
