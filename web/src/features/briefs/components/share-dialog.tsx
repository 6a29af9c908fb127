import { Check, Link2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Brief } from '../../../../../shared/contracts/briefs';
import { AccessSwitch } from '../../../components/access-switch';
import { callToActionClass } from '../../../components/call-to-action';
import { ModalFrame } from '../../../components/modal-frame';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';
import { notify } from '../../../lib/toast-config';
import { MESSAGES } from '../brief-messages';
import { BriefCollaboratorList } from './collaborator-list';
import { BriefInviteForm } from './invite-form';
import { briefShareLink } from './share-link';
import { useBriefAccessLevel } from './use-brief-access-level';

interface BriefShareDialogProps {
  /** The brief to share (the owner's); null when closed. */
  brief: Brief | null;
  onClose: () => void;
  /** Each share call's answer, so the page shows the new access at once. */
  onUpdated: (brief: Brief) => void;
}

/** How long the Copy button reads 'Copied' after a copy. */
export const COPIED_FOR_MS = 2_000;

/**
 * The share dialog of a brief, as a swipefile's (docs/product/sharing.md#share-modal): private, anyone
 * with the link, or public; the link to copy; invite by e-mail; the collaborators with their roles.
 */
export function BriefShareDialog({ brief, onClose, onUpdated }: BriefShareDialogProps) {
  return (
    <ModalFrame
      open={brief !== null}
      onOpenChange={(open) => !open && onClose()}
      title={brief ? `Share "${brief.title}"` : 'Share'}
      description="Invite collaborators or open the brief to anyone with the link."
      width="wide"
    >
      {brief && <ShareBody key={brief.id} initial={brief} onUpdated={onUpdated} />}
    </ModalFrame>
  );
}

function ShareBody({ initial, onUpdated }: { initial: Brief; onUpdated: (brief: Brief) => void }) {
  const [brief, setBrief] = useState(initial);
  useEffect(() => setBrief(initial), [initial]);
  const access = useBriefAccessLevel(brief, (updated) => {
    setBrief(updated);
    onUpdated(updated);
  });
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="brief-share-access">
        <h3 id="brief-share-access" className="text-sm font-semibold text-slate-900">
          General access
        </h3>
        <div className="divide-y divide-slate-100">
          <AccessSwitch
            label="Anyone with the link can view"
            hint="A private link; it is not listed or searchable. Notes stay private."
            checked={brief.access_level === 'link_only'}
            disabled={access.pending}
            onChange={(on) => access.change('link', on)}
          />
          <AccessSwitch
            label="Public — listed and searchable"
            hint="Anyone can find and view it. Notes stay private."
            checked={brief.access_level === 'public'}
            disabled={access.pending}
            onChange={(on) => access.change('public', on)}
          />
        </div>
        <CopyLink brief={brief} />
      </section>
      <section aria-labelledby="brief-share-people" className="flex flex-col gap-3">
        <h3 id="brief-share-people" className="text-sm font-semibold text-slate-900">
          People with access
        </h3>
        <BriefInviteForm briefId={brief.id} />
        <BriefCollaboratorList briefId={brief.id} />
      </section>
    </div>
  );
}

/** The link the brief is shared by, in a read-only field with Copy beside it; none while private. */
function CopyLink({ brief }: { brief: Brief }) {
  const host = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const isPrivate = brief.access_level === 'private';
  const link = typeof window === 'undefined' ? null : briefShareLink(brief, window.location.origin);
  const copy = async () => {
    if (!link) {
      notify('error', MESSAGES.noLink);
      return;
    }
    // The fallback's textarea goes inside the dialog, whose focus trap would otherwise pull focus away.
    if (await copyToClipboard(link, host.current ?? document.body)) {
      setCopied(true);
      notify('success', MESSAGES.linkCopied);
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
        <label htmlFor="brief-share-link-url" className="text-xs font-medium text-slate-600">
          Link to share
        </label>
      )}
      <div className="flex gap-2">
        {link && (
          <input
            id="brief-share-link-url"
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
