import { Lock } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { loginWithRedirect } from '../../../session/redirect';
import { PLACEHOLDER_ANALYSIS } from './placeholder-analysis';
import type { VideoAnalysis } from './video-analysis';

interface LockedAnalysisProps {
  /** The real analysis, or null for a visitor. */
  analysis: VideoAnalysis | null;
  /** What signing in unlocks, e.g. 'Login to view hook analysis' (docs/product/video-detail.md#analysis-sections). */
  prompt: string;
  /** Draws the block from an analysis: the real one, or the placeholder for visitors. */
  children: (analysis: VideoAnalysis) => ReactNode;
}

// The page the sign-in link returns to: the modal names its video's page, since the list under it (its URL)
// does not reopen the video; elsewhere it is the page on screen.
const SignInReturnContext = createContext<string | null>(null);

/** Makes the blurred sections' sign-in links inside return to `path` after signing in. */
export function SignInReturnsTo({ path, children }: { path: string; children: ReactNode }) {
  return <SignInReturnContext.Provider value={path}>{children}</SignInReturnContext.Provider>;
}

/**
 * A gated analysis block (docs/product/video-detail.md#gated-fields). Readers with the analysis see it; visitors see the same
 * block drawn from fixed placeholder content, blurred and hidden from assistive technology, under an
 * overlay with a 'Sign In / Sign Up' link — the real text never reaches them (docs/decisions/0004-gated-fields-on-the-server.md).
 */
export function LockedAnalysis({ analysis, prompt, children }: LockedAnalysisProps) {
  const location = useLocation();
  const returnTo = useContext(SignInReturnContext) ?? `${location.pathname}${location.search}`;
  if (analysis) return <>{children(analysis)}</>;
  return (
    <div className="relative isolate min-h-52 @lg:min-h-32" data-locked-analysis="">
      <div
        aria-hidden
        inert
        className="pointer-events-none blur-[6px] select-none"
        data-locked-placeholder=""
      >
        {children(PLACEHOLDER_ANALYSIS)}
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-b from-white/20 via-white/60 to-white/80 p-2">
        <div className="flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl bg-white/95 px-5 py-4 text-center shadow-lg ring-1 ring-slate-900/10 @lg:flex-row @lg:text-left">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
            <Lock className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-900">{prompt}</p>
            <p className="mt-0.5 text-xs leading-5 text-slate-500">
              Sign in to see the complete analysis of every video in the library.
            </p>
          </div>
          <Link
            to={loginWithRedirect(returnTo)}
            className="inline-flex shrink-0 items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Sign In / Sign Up
          </Link>
        </div>
      </div>
    </div>
  );
}
