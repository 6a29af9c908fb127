import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { callToActionClass } from '../../../components/call-to-action';
import { errorCode, errorMessage } from '../../../lib/error-messages';
import { notify } from '../../../lib/toast-config';
import { briefCollaboratorsKey } from '../api/collaborators-query';
import { inviteBriefCollaborator } from '../api/invite-collaborator';
import { MESSAGES } from '../brief-messages';

// Refusals whose server message tells the user what to change (a limit, inviting oneself).
const NAMED_REFUSALS = new Set(['limit_reached', 'cannot_invite_self']);

/** Invite by e-mail, as on a swipefile: Enter submits; the button waits while the field is empty or busy. */
export function BriefInviteForm({ briefId }: { briefId: string }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: (address: string) => inviteBriefCollaborator(briefId, address),
    onSuccess: () => {
      notify('success', MESSAGES.inviteSent);
      setEmail('');
    },
    onError: (error) => {
      const code = errorCode(error);
      notify(
        'error',
        code && NAMED_REFUSALS.has(code) ? errorMessage(error, MESSAGES.inviteFailed) : MESSAGES.inviteFailed,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: briefCollaboratorsKey(briefId) }),
  });
  const empty = email.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || invite.isPending) return;
    invite.mutate(email.trim());
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="brief-invite-email" className="sr-only">
        E-mail address to invite
      </label>
      <input
        id="brief-invite-email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="colleague@example.com"
        autoComplete="email"
        enterKeyHint="send"
        className="h-10 w-full min-w-0 rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:flex-1 sm:text-sm"
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
