import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { callToActionClass } from '../../components/call-to-action';
import { errorMessage } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';
import { briefKey } from './api/brief-query';
import { BRIEFS_KEY } from './api/briefs-query';
import { draftBriefFromSwipefile } from './api/draft-brief';
import { MESSAGES } from './brief-messages';

/**
 * Issue 34: "Draft a brief" on a swipefile (premium and admin; the app's slot decides who sees it): asks
 * the server for a brief written from the swipefile's videos, then opens it.
 */
export function DraftBriefButton({ swipefileId }: { swipefileId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useMutation({
    mutationFn: () => draftBriefFromSwipefile(swipefileId),
    onSuccess: (brief) => {
      queryClient.setQueryData(briefKey(brief.id), brief);
      void queryClient.invalidateQueries({ queryKey: [...BRIEFS_KEY, 'list'] });
      navigate(paths.brief(brief.id));
    },
    // The server's words name a refusal the user can act on (too few analysed videos, a limit).
    onError: (error) => notify('error', errorMessage(error, MESSAGES.draftFailed)),
  });
  return (
    <button
      type="button"
      onClick={() => draft.mutate()}
      disabled={draft.isPending}
      aria-busy={draft.isPending}
      className={callToActionClass('small', 'secondary', 'h-10 disabled:cursor-progress disabled:opacity-70')}
    >
      {draft.isPending ? (
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <Sparkles className="size-4 text-indigo-600" aria-hidden />
      )}
      {draft.isPending ? 'Drafting…' : 'Draft a brief'}
    </button>
  );
}
