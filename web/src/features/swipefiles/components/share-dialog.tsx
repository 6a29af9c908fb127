import { Check, Link2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { AccessSwitch } from '../../../components/access-switch';
import { callToActionClass } from '../../../components/call-to-action';
import { ModalFrame } from '../../../components/modal-frame';
import { track } from '../../../lib/analytics';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';
import { notify } from '../../../lib/toast-config';
import { MESSAGES } from '../swipefile-messages';
import { CollaboratorList } from './collaborator-list';
import { InviteForm } from './invite-form';
import { shareLink } from './share-link';
import { useAccessLevel } from './use-access-level';

interface ShareDialogProps {
  /** The swipefile to share (the owner's); null when closed. */
  swipefile: Swipefile | null;
  onClose: () => void;
}

/** docs/product/sharing.md#share-modal: access toggles, collaborators, invite by e-mail, copy link, coming-soon options. */
export function ShareDialog({ swipefile, onClose }: ShareDialogProps) {
  return (
    <ModalFrame
      open={swipefile !== null}
      onOpenChange={(open) => !open && onClose()}
      title={swipefile ? `Share "${swipefile.name}"` : 'Share'}
      description="Invite collaborators or open the swipefile to anyone with the link."
      width="wide"
    >
      {swipefile && <ShareBody key={swipefile.id} initial={swipefile} />}
    </ModalFrame>
  );
}

function ShareBody({ initial }: { initial: Swipefile }) {
  // docs/product/sharing.md#access-levels: the swipefile each share call returns replaces the local one.
  const [swipefile, setSwipefile] = useState(initial);
  useEffect(() => setSwipefile(initial), [initial]);
  const access = useAccessLevel(swipefile, setSwipefile);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="share-access">
        <h3 id="share-access" className="text-sm font-semibold text-slate-900">
          General access
        </h3>
        <div className="divide-y divide-slate-100">
          <AccessSwitch
            label="Anyone with the link can view"
            hint="A private link; it is not listed or searchable."
            checked={swipefile.access_level === 'link_only'}
            disabled={access.pending}
            onChange={(on) => access.change('link', on)}
          />
          <AccessSwitch
            label="Public — listed and searchable"
            hint="Anyone can find and view it."
            checked={swipefile.access_level === 'public'}
            disabled={access.pending}
            onChange={(on) => access.change('public', on)}
          />
        </div>
        <CopyLink swipefile={swipefile} />
      </section>
      <section aria-labelledby="share-people" className="flex flex-col gap-3">
        <h3 id="share-people" className="text-sm font-semibold text-slate-900">
          People with access
        </h3>
        <InviteForm swipefileId={swipefile.id} />
        <CollaboratorList swipefileId={swipefile.id} />
      </section>
      <section aria-labelledby="share-options" className="flex flex-col gap-2">
        <h3 id="share-options" className="text-sm font-semibold text-slate-900">
          Options
        </h3>
        <ComingSoonOption label="Copy permissions" />
        <ComingSoonOption label="E-mail notifications" />
      </section>
    </div>
  );
}

/** How long the Copy button reads 'Copied' after a copy. */
export const COPIED_FOR_MS = 2_000;

/**
 * The link the swipefile is shared by, shown in a read-only field (issue 31: the user sees what they hand
 * out) with Copy beside it, which reads 'Copied' for a moment after it worked. While private there is no
 * link: the spec's warning, and Copy stays disabled.
 */
function CopyLink({ swipefile }: { swipefile: Swipefile }) {
  const host = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const isPrivate = swipefile.access_level === 'private';
  const link = typeof window === 'undefined' ? null : shareLink(swipefile, window.location.origin);
  const copy = async () => {
    if (!link) {
      notify('error', MESSAGES.noLink);
      return;
    }
    // The fallback's textarea goes inside the dialog, whose focus trap would otherwise pull focus away.
    if (await copyToClipboard(link, host.current ?? document.body)) {
      setCopied(true);
      notify('success', MESSAGES.linkCopied);
      track({ type: 'share', swipefile_id: swipefile.id, source: 'swipefile_share_modal' });
    } else {
      notify('error', MESSAGES.copyFailed);
    }
  };
  return (
    <div ref={host} className="mt-3 flex flex-col gap-2">
      {isPrivate && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {MESSAGES.enableAccessFirst}
        </p>
      )}
      {link && (
        <label htmlFor="share-link-url" className="text-xs font-medium text-slate-600">
          Link to share
        </label>
      )}
      <div className="flex gap-2">
        {link && (
          <input
            id="share-link-url"
            type="url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-lg border-0 bg-slate-50 px-3 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none"
          />
        )}
        <button
          type="button"
          disabled={isPrivate}
          onClick={() => void copy()}
          className={callToActionClass(
            'small',
            'secondary',
            'h-10 shrink-0 disabled:cursor-not-allowed disabled:opacity-50',
          )}
        >
          {copied ? (
            <Check className="size-4 text-emerald-600" aria-hidden />
          ) : (
            <Link2 className="size-4" aria-hidden />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}

function ComingSoonOption({ label }: { label: string }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-500">
      <input type="checkbox" disabled className="size-4 rounded border-slate-300" />
      {label}
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
        coming soon
      </span>
    </label>
  );
}
