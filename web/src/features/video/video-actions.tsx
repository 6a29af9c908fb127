import { Bookmark, Check, ExternalLink, Link2, SquareArrowOutUpRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { useFeatureSlots } from '../../components/feature-slots';
import { authorProfileUrl, platformName } from '../../components/platform';
import { track } from '../../lib/analytics';
import { copyToClipboard } from '../../lib/copy-to-clipboard';
import { notify } from '../../lib/toast-config';
import { useSession } from '../../session/session-context';

// How long the copy button shows its tick after a successful copy.
const COPIED_FEEDBACK_MS = 2_000;

const BUTTON =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const SECONDARY = `${BUTTON} bg-white text-slate-700 shadow-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-slate-900`;

/** The address a permalink copy puts on the clipboard. */
export function permalinkUrl(videoId: number): string {
  return `${window.location.origin}${paths.video(videoId)}`;
}

/** The handle a video's author_username names, without its '@', or null. */
const handleOf = (username: string | null) => username?.trim().replace(/^@/, '') || null;

/** The author's '@handle' pill, linking to their profile on the platform (docs/product/video-detail.md#copy-link). */
export function AuthorPill({ platform, username }: { platform: string; username: string | null }) {
  const handle = handleOf(username);
  if (!handle) return null;
  const href = authorProfileUrl(platform, handle);
  const pill =
    'inline-flex max-w-full items-center rounded-full bg-slate-900 px-3 py-1 text-sm font-medium text-white';
  if (!href) return <span className={pill}>@{handle}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${pill} truncate hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
    >
      @{handle}
      <span className="sr-only"> on {platformName(platform)} (opens in a new tab)</span>
    </a>
  );
}

/**
 * Follow the creator, beside their pill (docs/product/feed.md#follows): the follows feature's button,
 * where the app wired it in; it shows only to premium and admin users.
 */
export function FollowAuthorButton({ username }: { username: string | null }) {
  const { renderFollowButton } = useFeatureSlots();
  const handle = handleOf(username);
  if (!handle || !renderFollowButton) return null;
  return renderFollowButton({
    target: { kind: 'creator', value: handle },
    name: `@${handle}`,
    look: 'compact',
  });
}

/** The video's id as shown in headers. */
export function VideoIdBadge({ id }: { id: number }) {
  return (
    <span className="inline-flex items-center rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-600 ring-1 ring-slate-200 ring-inset">
      ID {id}
    </span>
  );
}

/** 'View on {platform}': the original video, in a new tab (docs/product/browsing.md#cards-view). */
export function ViewOnPlatformLink({
  platform,
  url,
  compact,
}: {
  platform: string;
  url: string;
  compact?: boolean;
}) {
  const label = `View on ${platformName(platform)}`;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={compact ? label : undefined}
      className={`${BUTTON} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500`}
    >
      <ExternalLink className="size-4" aria-hidden />
      <span className={compact ? 'hidden sm:inline' : undefined}>{label}</span>
    </a>
  );
}

/** Opens the permalink /v/{id} in a new tab (docs/product/video-detail.md#copy-link modal header). */
export function OpenPermalinkLink({ videoId }: { videoId: number }) {
  return (
    <a
      href={paths.video(videoId)}
      target="_blank"
      rel="noopener"
      aria-label="Open permalink in a new tab"
      title="Open permalink in a new tab"
      className={`${SECONDARY} w-9 px-0`}
    >
      <SquareArrowOutUpRight className="size-4" aria-hidden />
    </a>
  );
}

/**
 * Copies the permalink. docs/product/video-detail.md#copy-link: 'Link copied!' on success; when the clipboard fails a fallback copy
 * is tried, and only when that fails too does 'Failed to copy link' show. A copy records a 'share'.
 */
export function CopyPermalinkButton({
  videoId,
  source,
  compact,
}: {
  videoId: number;
  source: string;
  compact?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!copied) return;
    const reset = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(reset);
  }, [copied]);

  const copy = async () => {
    const host = button.current?.parentElement ?? document.body;
    if (await copyToClipboard(permalinkUrl(videoId), host)) {
      setCopied(true);
      notify('success', 'Link copied!');
      track({ type: 'share', video_id: videoId, source });
    } else {
      notify('error', 'Failed to copy link');
    }
  };

  const Icon = copied ? Check : Link2;
  return (
    <button
      ref={button}
      type="button"
      onClick={copy}
      aria-label={compact ? 'Copy link' : undefined}
      title="Copy link to this video"
      className={`${SECONDARY} ${compact ? 'w-9 px-0' : ''}`}
    >
      <Icon className={`size-4 ${copied ? 'text-emerald-600' : ''}`} aria-hidden />
      {!compact && <span>Copy link</span>}
    </button>
  );
}

/**
 * The save control. Saving needs an account: for a visitor it leads to /login (docs/product/saving.md#save-control).
 * Where the app wired the saving feature in (the save slot), that feature draws the button; elsewhere a
 * signed-in reader sees none (no button that cannot work).
 */
export function SaveVideoButton({ videoId, compact }: { videoId: number; compact?: boolean }) {
  const { status } = useSession();
  const { renderSaveButton } = useFeatureSlots();
  if (renderSaveButton) return renderSaveButton({ videoId, compact });
  if (status === 'signed-in') return null;
  return (
    <Link
      to={paths.login}
      aria-label={compact ? 'Save video (sign in required)' : undefined}
      title="Sign in to save this video to a swipefile"
      className={`${SECONDARY} ${compact ? 'w-9 px-0' : ''}`}
    >
      <Bookmark className="size-4" aria-hidden />
      {!compact && <span>Save</span>}
    </Link>
  );
}
