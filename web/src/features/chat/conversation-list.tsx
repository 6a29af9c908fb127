import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ConversationSummary } from '../../../../shared/contracts/chat';
import { localTimeOrDay } from '../../../../shared/domain/dates';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { notify } from '../../lib/toast-config';
import { CONVERSATIONS_KEY, conversationsQuery, deleteConversation } from './api/conversations';

export interface ConversationListProps {
  openId: string | null;
  onOpen: (id: string) => void;
  onNewChat: () => void;
  /** The open conversation was deleted. */
  onDeletedOpen: () => void;
}

/** The user's conversations (issue 18): open one, start a new chat, delete one (asked twice). */
export function ConversationList({ openId, onOpen, onNewChat, onDeletedOpen }: ConversationListProps) {
  const query = useQuery(conversationsQuery());
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-100 p-3">
        <button
          type="button"
          onClick={onNewChat}
          className="flex w-full items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Plus className="size-4" aria-hidden />
          New chat
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-3">
        {query.isPending ? (
          <ul aria-label="Loading conversations" className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-14 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </ul>
        ) : query.isError ? (
          <StatePanel
            tone="error"
            icon={MessagesSquare}
            title="Could not load your conversations"
            titleAs="p"
            action={<TryAgainButton onClick={() => void query.refetch()} />}
          />
        ) : query.data.length === 0 ? (
          <StatePanel tone="empty" icon={MessagesSquare} title="No conversations yet" titleAs="p">
            Your chats with the Strategy Bot are kept here, on every device you sign in on.
          </StatePanel>
        ) : (
          <ul aria-label="Conversations" className="flex flex-col gap-1">
            {query.data.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                open={conversation.id === openId}
                onOpen={onOpen}
                onDeleted={() => conversation.id === openId && onDeletedOpen()}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  conversation,
  open,
  onOpen,
  onDeleted,
}: {
  conversation: ConversationSummary;
  open: boolean;
  onOpen: (id: string) => void;
  onDeleted: () => void;
}) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteConversation(conversation.id);
      client.setQueryData<ConversationSummary[]>(CONVERSATIONS_KEY, (list) =>
        list?.filter((c) => c.id !== conversation.id),
      );
      onDeleted();
    } catch {
      notify('error', 'Could not delete the conversation. Please try again.');
      setDeleting(false);
      setConfirming(false);
    }
  };
  return (
    <li
      className={`group flex items-center gap-1 rounded-xl pr-1.5 ${open ? 'bg-indigo-50 ring-1 ring-indigo-100' : 'hover:bg-slate-50'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(conversation.id)}
        aria-current={open ? 'true' : undefined}
        className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded-xl px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="w-full truncate text-sm font-medium text-slate-900">
          {conversation.title || 'Untitled chat'}
        </span>
        <span className="text-xs text-slate-500">{localTimeOrDay(conversation.updatedAt)}</span>
      </button>
      {confirming ? (
        <span className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            disabled={deleting}
            onClick={() => void remove()}
            className="rounded-lg bg-red-600 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
          >
            {deleting ? 'Deleting…' : 'Delete'}
          </button>
          <button
            type="button"
            disabled={deleting}
            onClick={() => setConfirming(false)}
            className="rounded-lg px-2 py-1.5 text-xs font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Cancel
          </button>
        </span>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`Delete “${conversation.title || 'Untitled chat'}”`}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}
