import { useMutation } from '@tanstack/react-query';
import { FileText, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BRIEF_LIMITS } from '../../../../shared/contracts/brief-limits';
import { paths } from '../../../../shared/domain/paths';
import { closeChatDrawer } from '../../lib/chat-drawer';
import { errorMessage } from '../../lib/error-messages';
import { notify } from '../../lib/toast-config';
import { draftBriefFromVideos } from './api/draft-brief-from-answer';
import { drawerCoversPage } from './drawer-covers-page';

/** Said when the draft fails without a reason the user can act on (a refusal's own words win). */
const DRAFT_FAILURE_TEXT = 'Could not turn this answer into a brief. Please try again.';

/**
 * Issue 34: "Turn into a brief" under an answer that cites videos. Drafts a brief from them
 * (docs/product/briefs.md#drafting), then opens it; "Drafting…" meanwhile. Whoever sees the chat may draft
 * (both are premium and admin: web/src/session/tiers.ts), so no tier check here.
 */
export function AnswerBriefButton({ videoIds }: { videoIds: readonly number[] }) {
  const navigate = useNavigate();
  const draft = useMutation({
    // The cited videos in order of first mention, as many as a draft reads.
    mutationFn: () => draftBriefFromVideos(videoIds.slice(0, BRIEF_LIMITS.draftVideosMax)),
    onSuccess: (brief) => {
      navigate(paths.brief(brief.id));
      // On a phone the drawer lies over the page: it steps aside to show the new brief.
      if (drawerCoversPage()) closeChatDrawer();
    },
    // The server's words name a refusal the user can act on (no analysed video, the briefs limit).
    onError: (error) => notify('error', errorMessage(error, DRAFT_FAILURE_TEXT)),
  });
  return (
    <button
      type="button"
      onClick={() => draft.mutate()}
      disabled={draft.isPending}
      aria-busy={draft.isPending}
      className="inline-flex max-w-full items-center gap-2 self-start rounded-lg bg-white px-3 py-2 text-sm font-semibold text-indigo-700 shadow-xs ring-1 ring-indigo-200 hover:bg-indigo-50 hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-progress disabled:opacity-70"
    >
      {draft.isPending ? (
        <LoaderCircle className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <FileText className="size-4 shrink-0" aria-hidden />
      )}
      {draft.isPending ? 'Drafting…' : 'Turn into a brief'}
    </button>
  );
}
