import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Check, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BotIntent } from '../../../../shared/contracts/bot';
import { SWIPEFILE_LIMITS } from '../../../../shared/contracts/swipefile-limits';
import type { FullVideo } from '../../../../shared/contracts/video';
import { paths } from '../../../../shared/domain/paths';
import { wordFor } from '../../../../shared/domain/plural';
import { hasServerMessage } from '../../lib/api-client';
import { errorCode } from '../../lib/error-messages';
import { SWIPEFILES_KEY } from '../../lib/swipefiles-api';
import { notify } from '../../lib/toast-config';
import { saveToNewSwipefile } from './api/save-to-new-swipefile';

/** docs/product/saving.md#messages: the list's text for a failed create-and-save. */
const FAILURE_TEXT = 'Failed to create swipefile and save video. Please try again.';
/** The intent whose answers get the offer: the bot read the question as a request for a swipefile. */
const SWIPE_FILE_INTENT: BotIntent = 'SWIPE_FILE_BUILDER';
/** Offered for a real set of videos, not one or two. */
export const SWIPE_FILE_MIN_VIDEOS = 3;

/** True when an answer is the swipe-file builder's and cites enough videos to make a swipefile. */
export function offersSwipefile(intent: BotIntent | undefined, videos: readonly FullVideo[]): boolean {
  return intent === SWIPE_FILE_INTENT && videos.length >= SWIPE_FILE_MIN_VIDEOS;
}

/**
 * The spec's text, except for a limit (issue 15: 500 swipefiles, 5,000 videos in one), where the server's
 * message names the limit: "try again" would not help (as the save dialog does).
 */
function failureText(error: unknown): string {
  return errorCode(error) === 'limit_reached' && hasServerMessage(error) ? error.message : FAILURE_TEXT;
}

function suggestedName(question: string | undefined): string {
  const words = (question ?? '').replace(/\s+/g, ' ').trim();
  const name = `Bot picks: ${words}`;
  return name.length <= 60 ? name : `${name.slice(0, 57).trimEnd()}…`;
}

/**
 * The swipe-file builder's offer (issue 18): "Save these videos to a new swipefile", confirmed with the
 * swipefile's name, then created and filled through the swipefile API, with a toast.
 */
export function SwipefileOffer({ question, videos }: { question: string | undefined; videos: FullVideo[] }) {
  const client = useQueryClient();
  const nameId = useId();
  const [step, setStep] = useState<'offer' | 'confirm' | 'saving' | 'done'>('offer');
  const [name, setName] = useState(() => suggestedName(question));
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The confirmation opens under the answer's cards: bring it into view, its name field ready to edit.
  useEffect(() => {
    if (step !== 'confirm') return;
    form.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    form.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [step]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setStep('saving');
    try {
      const { swipefile, saved } = await saveToNewSwipefile(
        name.trim(),
        `Saved from the Strategy Bot: ${question ?? ''}`.slice(0, SWIPEFILE_LIMITS.descriptionMax),
        videos.map((video) => video.id),
      );
      setCreated({ id: swipefile.id, name: swipefile.name });
      setStep('done');
      notify('success', `Saved ${saved} ${wordFor(saved, 'video')} to “${swipefile.name}”`);
    } catch (error) {
      setStep('confirm');
      notify('error', failureText(error));
    } finally {
      await Promise.all([
        client.invalidateQueries({ queryKey: SWIPEFILES_KEY }),
        client.invalidateQueries({ queryKey: ['saved-videos'] }),
        client.invalidateQueries({ queryKey: ['save-status'] }),
      ]);
    }
  };

  if (step === 'done' && created)
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200">
        <Check className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1 truncate">Saved to “{created.name}”</span>
        <Link
          to={paths.swipefile(created.id)}
          className="shrink-0 font-semibold underline-offset-2 hover:underline"
        >
          Open
        </Link>
      </p>
    );

  if (step === 'offer')
    return (
      <button
        type="button"
        onClick={() => setStep('confirm')}
        className="inline-flex items-center gap-2 self-start rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <BookmarkPlus className="size-4" aria-hidden />
        Save these videos to a new swipefile
      </button>
    );

  return (
    <form
      ref={form}
      onSubmit={confirm}
      className="flex flex-col gap-2.5 rounded-xl bg-white p-3 ring-1 ring-slate-200"
      aria-label="Confirm the new swipefile"
    >
      <p className="text-sm text-slate-700">Create a swipefile with these {videos.length} videos?</p>
      <label htmlFor={nameId} className="text-xs font-medium text-slate-600">
        Name
      </label>
      <input
        id={nameId}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={SWIPEFILE_LIMITS.nameMax}
        required
        className="rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none sm:text-sm"
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setStep('offer')}
          disabled={step === 'saving'}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={step === 'saving' || name.trim() === ''}
          className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          {step === 'saving' && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
          {step === 'saving' ? 'Creating...' : 'Create & Save'}
        </button>
      </div>
    </form>
  );
}
