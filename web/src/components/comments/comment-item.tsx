import { Check, LoaderCircle, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Comment, Mentionable } from '../../../../shared/contracts/comments';
import { CommentBody } from './comment-body';
import { CommentTime } from './comment-time';
import type { CommentActions } from './comments-api';
import { MentionTextarea } from './mention-textarea';

const ACTION =
  'inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50';

interface CommentItemProps {
  comment: Comment;
  people: readonly Mentionable[];
  actions: CommentActions;
  onDelete: (comment: Comment) => void;
}

/** One comment: who wrote it and when, its text, and what the caller may do with it. */
export function CommentItem({ comment, people, actions, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const saving = actions.edit.isPending && actions.edit.variables?.id === comment.id;
  const author = comment.author.name ?? comment.author.email;
  const edited = comment.updated_at !== comment.created_at;

  const save = () => {
    if (editing === null || editing.trim() === '' || saving) return;
    if (editing.trim() === comment.body) {
      setEditing(null);
      return;
    }
    actions.edit.mutate({ id: comment.id, body: editing }, { onSuccess: () => setEditing(null) });
  };

  return (
    <article
      aria-label={`Comment by ${author}`}
      className={`flex flex-col gap-1.5 rounded-xl p-3 ring-1 ${comment.resolved ? 'bg-slate-50 ring-slate-200' : 'bg-white ring-slate-200'}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="min-w-0 truncate text-sm font-semibold text-slate-900" title={comment.author.email}>
          {comment.is_mine ? `${author} (you)` : author}
        </span>
        <CommentTime value={comment.created_at} />
        {edited && <span className="text-xs text-slate-400">· edited</span>}
        {comment.resolved && (
          <span className="inline-flex items-center gap-0.5 text-xs font-medium text-emerald-700">
            <Check className="size-3" aria-hidden />
            Resolved
          </span>
        )}
      </header>
      {editing === null ? (
        <CommentBody body={comment.body} mentions={comment.mentions} />
      ) : (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <MentionTextarea
            label="Edit comment"
            hideLabel
            value={editing}
            onChange={setEditing}
            people={people}
            disabled={saving}
            onSubmitShortcut={save}
            onEscape={() => setEditing(null)}
            textareaRef={(element) => element?.focus()}
          />
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={saving || editing.trim() === ''}
              className={`${ACTION} bg-indigo-600 text-white hover:bg-indigo-500`}
            >
              {saving && <LoaderCircle className="size-3.5 animate-spin" aria-hidden />}
              {saving ? 'Saving…' : 'Save'}
            </button>
            <button
              type="button"
              disabled={saving}
              onClick={() => setEditing(null)}
              className={`${ACTION} text-slate-700 hover:bg-slate-100`}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {editing === null && (comment.can_edit || comment.can_resolve) && (
        <div className="-mx-2 flex flex-wrap gap-0.5">
          {comment.can_resolve && (
            <button
              type="button"
              onClick={() => actions.resolve.mutate({ id: comment.id, resolved: !comment.resolved })}
              className={`${ACTION} text-slate-700 hover:bg-slate-100`}
            >
              {comment.resolved ? (
                <RotateCcw className="size-3.5" aria-hidden />
              ) : (
                <Check className="size-3.5" aria-hidden />
              )}
              {comment.resolved ? 'Reopen' : 'Resolve'}
            </button>
          )}
          {comment.can_edit && (
            <>
              <button
                type="button"
                onClick={() => setEditing(comment.body)}
                className={`${ACTION} text-slate-700 hover:bg-slate-100`}
              >
                <Pencil className="size-3.5" aria-hidden />
                Edit
              </button>
              <button
                type="button"
                onClick={() => onDelete(comment)}
                className={`${ACTION} text-rose-700 hover:bg-rose-50`}
              >
                <Trash2 className="size-3.5" aria-hidden />
                Delete
              </button>
            </>
          )}
        </div>
      )}
    </article>
  );
}
