import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { callToActionClass } from '../../../components/call-to-action';
import { notify } from '../../../lib/toast-config';
import { collaboratorsKey } from '../api/collaborators-query';
import { inviteCollaborator } from '../api/invite-collaborator';
import { failureText } from '../failure-text';
import { MESSAGES } from '../swipefile-messages';

/** docs/product/routes.md, docs/product/sign-in.md#sign-in-in-two-steps: invite by e-mail; Enter submits; the button waits while the field is empty or busy. */
export function InviteForm({ swipefileId }: { swipefileId: string }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: (address: string) => inviteCollaborator(swipefileId, address),
    onSuccess: () => {
      notify('success', MESSAGES.inviteSent);
      setEmail('');
    },
    onError: (error) => notify('error', failureText(error, MESSAGES.inviteFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorsKey(swipefileId) }),
  });
  const empty = email.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || invite.isPending) return;
    invite.mutate(email.trim());
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="invite-email" className="sr-only">
        E-mail address to invite
      </label>
      <input
        id="invite-email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="colleague@example.com"
        autoComplete="email"
        enterKeyHint="send"
        className="h-10 w-full min-w-0 rounded-lg border-0 bg-white px-3 sm:flex-1 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-sm"
      />
      <button
        type="submit"
        disabled={empty || invite.isPending}
        className={callToActionClass('small', 'primary', 'h-10 shrink-0 disabled:opacity-60')}
      >
        <Send className="size-4" aria-hidden />
        {invite.isPending ? 'Sending...' : 'Invite'}
      </button>
    </form>
  );
}
