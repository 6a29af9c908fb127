import { MessageSquare } from 'lucide-react';
import { countOf } from '../../../../../shared/domain/plural';
import type { TargetKey } from '../brief-comment-places';
import type { ItemComments } from '../use-brief-comments';

/**
 * The comment button on a hook, beat, shot or cited video: its open comments' count as a badge; it opens
 * the comments (the panel, or the tab on a phone) with the composer set to the item.
 */
export function ItemCommentButton({
  comments,
  target,
  name,
  className,
}: {
  comments: ItemComments;
  target: TargetKey;
  /** The item in words: "beat 1". */
  name: string;
  className: string;
}) {
  const count = comments.countFor(target);
  return (
    <button
      type="button"
      className={`${className} relative`}
      aria-label={`Comment on ${name}${count > 0 ? ` (${countOf(count, 'open comment')})` : ''}`}
      title={`Comment on ${name}`}
      onClick={() => comments.openOn(target)}
    >
      <MessageSquare className="size-4" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-indigo-600 px-1 text-[10px] leading-none font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
