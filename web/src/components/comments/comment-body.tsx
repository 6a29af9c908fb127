import { bodyParts } from './mention-text';

/** A comment's text as written, each mention of a collaborator (those the server found) picked out. */
export function CommentBody({ body, mentions }: { body: string; mentions: readonly string[] }) {
  const known = new Set(mentions.map((email) => email.toLowerCase()));
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-line text-slate-800">
      {bodyParts(body).map((part, index) =>
        part.mention && known.has(part.mention) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, never reordered.
          <mark key={index} className="rounded bg-indigo-50 px-0.5 font-medium text-indigo-700">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, never reordered.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
