import { useCallback, useEffect, useRef, useState } from 'react';
import type { Brief } from '../../../../shared/contracts/briefs';
import { errorCode, errorMessage } from '../../lib/error-messages';
import { updateBrief } from './api/update-brief';
import { useBriefCache } from './api/use-brief-cache';
import { type BriefDraft, changedFields, draftOf, unsavableReason, updateBody } from './brief-draft';
import { MESSAGES } from './brief-messages';

/** Issue 34: a change is saved once the typing has paused this long. */
export const AUTOSAVE_DEBOUNCE_MS = 800;

export type SaveState =
  | { kind: 'idle' }
  /** Changes wait for the pause, or are on their way. */
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** A field the server would refuse (an empty hook) is kept back until it is filled in. */
  | { kind: 'incomplete'; reason: string }
  | { kind: 'error'; message: string }
  /** Someone saved since the editor's revision: nothing more is sent until the brief is reloaded. */
  | { kind: 'conflict' };

/**
 * The editor's copy of a brief and its autosave: each change waits AUTOSAVE_DEBOUNCE_MS, then one PUT
 * sends only the fields that differ from what the server holds, with the revision the editor holds. One
 * save runs at a time; changes made meanwhile go in the next. A 409 `brief_conflict` stops saving.
 */
export function useBriefAutosave(brief: Brief) {
  const { replace, invalidateList } = useBriefCache();
  const [draft, setDraft] = useState(() => draftOf(brief));
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const current = useRef(draft);
  // What the server holds, as the editor sent it (not as the server trimmed it: text being typed would
  // otherwise differ from it for ever and be sent again and again).
  const saved = useRef(draftOf(brief));
  const revision = useRef(brief.revision);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const mounted = useRef(true);

  const show = useCallback((next: SaveState) => {
    if (mounted.current) setState(next);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (stopped.current || inFlight.current) return;
    const snapshot = current.current;
    const changed = changedFields(saved.current, snapshot);
    const held = changed.map((field) => unsavableReason(snapshot, field)).find(Boolean) ?? null;
    const fields = changed.filter((field) => unsavableReason(snapshot, field) === null);
    if (fields.length === 0) {
      show(held ? { kind: 'incomplete', reason: held } : { kind: 'saved' });
      return;
    }
    inFlight.current = true;
    show({ kind: 'saving' });
    try {
      const answer = await updateBrief(brief.id, updateBody(snapshot, fields, revision.current));
      revision.current = answer.revision;
      saved.current = { ...saved.current, ...Object.fromEntries(fields.map((f) => [f, snapshot[f]])) };
      replace(answer);
      void invalidateList();
      // The answer carries the card of each cited video, which a newly added one lacks.
      const cards = new Map(answer.videos.map((item) => [item.video_id, item.video]));
      if (current.current.videos.some((item) => item.video === undefined && cards.has(item.video_id))) {
        const videos = current.current.videos.map((item) =>
          item.video === undefined && cards.has(item.video_id)
            ? { ...item, video: cards.get(item.video_id) }
            : item,
        );
        current.current = { ...current.current, videos };
        if (mounted.current) setDraft(current.current);
      }
      inFlight.current = false;
      if (changedFields(saved.current, current.current).length > 0 && !timer.current) {
        // Typed while the save ran: the next save follows at once.
        await flush();
        return;
      }
      if (!timer.current) show(held ? { kind: 'incomplete', reason: held } : { kind: 'saved' });
    } catch (error) {
      inFlight.current = false;
      if (errorCode(error) === 'brief_conflict') {
        stopped.current = true;
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        show({ kind: 'conflict' });
        return;
      }
      show({ kind: 'error', message: errorMessage(error, MESSAGES.saveFailed) });
    }
  }, [brief.id, replace, invalidateList, show]);

  /** Applies a change at once on screen and saves it after the pause. */
  const update = useCallback(
    (change: Partial<BriefDraft> | ((draft: BriefDraft) => Partial<BriefDraft>)) => {
      const patch = typeof change === 'function' ? change(current.current) : change;
      current.current = { ...current.current, ...patch };
      setDraft(current.current);
      if (stopped.current) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS);
      show({ kind: 'saving' });
    },
    [flush, show],
  );

  // Leaving the editor saves what is still waiting; closing the tab with it asks first.
  const latestFlush = useRef(flush);
  latestFlush.current = flush;
  useEffect(() => {
    mounted.current = true;
    const unsaved = () => !stopped.current && changedFields(saved.current, current.current).length > 0;
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      mounted.current = false;
      if (timer.current) void latestFlush.current();
    };
  }, []);

  return { draft, state, update, retry: () => void flush() };
}
