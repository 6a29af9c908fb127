import { BRIEF_LIMITS } from '../../../../../shared/contracts/brief-limits';
import type { Brief } from '../../../../../shared/contracts/briefs';
import { BriefReading } from '../../../components/brief-view/brief-reading';
import { useBriefAutosave } from '../use-brief-autosave';
import type { BriefComments } from '../use-brief-comments';
import { BriefBasics } from './brief-basics';
import { BriefCommentsPanel } from './brief-comments-panel';
import { BriefHeader } from './brief-header';
import { BeatsSection, HooksSection, ShotsSection } from './brief-lists';
import { BriefWorkspace } from './brief-workspace';
import { CitedVideosSection } from './cited-videos-section';
import { ClosingFields } from './closing-fields';
import { ConflictAlert } from './conflict-alert';
import { SaveStatus } from './save-status';

interface BriefEditorProps {
  /**
   * The brief as the server last sent it (its access and role show from it); the fields being edited start
   * from the copy the editor mounted with, so later answers do not reset what is being typed.
   */
  brief: Brief;
  reloading: boolean;
  onReload: () => void;
  onShare: () => void;
  onDelete: () => void;
  comments: BriefComments;
}

const CARD = 'rounded-2xl bg-slate-50/60 p-4 ring-1 ring-slate-200 sm:p-6';

/**
 * Issue 34: the brief for its owner and editors — every field edited in place and saved as one types
 * (use-brief-autosave.ts). On paper the form gives way to the brief as a reader sees it.
 */
export function BriefEditor({ brief, reloading, onReload, onShare, onDelete, comments }: BriefEditorProps) {
  const { draft, state, update, retry } = useBriefAutosave(brief);
  const conflict = state.kind === 'conflict';
  return (
    <>
      <BriefHeader
        brief={brief}
        title={
          <>
            <h1 className="sr-only print:not-sr-only print:text-3xl print:font-bold">
              {draft.title.trim() || 'Untitled brief'}
            </h1>
            <div data-print-hide>
              <label htmlFor="brief-title" className="sr-only">
                Title
              </label>
              {/* A textarea sized to its text, so a long title wraps on a phone instead of being cut; one line of it. */}
              <textarea
                id="brief-title"
                rows={1}
                value={draft.title}
                onChange={(event) => update({ title: event.target.value.replace(/\s*\n\s*/g, ' ') })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
                maxLength={BRIEF_LIMITS.titleMax}
                required
                disabled={conflict}
                aria-invalid={draft.title.trim() === '' || undefined}
                autoComplete="off"
                placeholder="Title of the brief"
                className="block w-full min-w-0 resize-none field-sizing-content rounded-lg border-0 bg-transparent px-2 py-1 -mx-2 text-2xl font-bold tracking-tight text-slate-900 ring-inset placeholder:text-slate-400 hover:ring-1 hover:ring-slate-300 focus:ring-2 focus:ring-indigo-600 focus:outline-none sm:text-3xl"
              />
            </div>
          </>
        }
        status={<SaveStatus state={state} onRetry={retry} />}
        onShare={onShare}
        onDelete={onDelete}
      />
      {conflict && <ConflictAlert reloading={reloading} onReload={onReload} />}
      <BriefWorkspace
        tab={comments.tab}
        onTab={comments.setTab}
        openCount={comments.query.data ? comments.openCount : null}
        comments={<BriefCommentsPanel comments={comments} content={draft} saved={brief} />}
        main={
          <>
            {/* A conflict freezes the form: what is typed now could not be saved. */}
            <fieldset
              disabled={conflict}
              className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0 print:hidden"
            >
              <div className={CARD}>
                <BriefBasics draft={draft} update={update} />
              </div>
              <div className={CARD}>
                <CitedVideosSection draft={draft} update={update} comments={comments} />
              </div>
              <div className={CARD}>
                <HooksSection draft={draft} update={update} comments={comments} />
              </div>
              <div className={CARD}>
                <BeatsSection draft={draft} update={update} comments={comments} />
              </div>
              <div className={CARD}>
                <ShotsSection draft={draft} update={update} comments={comments} />
              </div>
              <div className={CARD}>
                <ClosingFields draft={draft} update={update} />
              </div>
            </fieldset>
            <div className="hidden print:block">
              <BriefReading brief={draft} />
            </div>
          </>
        }
      />
    </>
  );
}
