import * as Dialog from '@radix-ui/react-dialog';
import { ModalFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/modal-frame';
import { TierBadge } from '../../components/tier-badge';
import type { Tier } from '../../session/tiers';
import type { AdminUser } from './api/admin-users-api';

export interface TierChange {
  user: AdminUser;
  tier: Tier;
}

/** docs/product/admin-users.md#changing-a-tier: changing a tier needs confirmation. Escape or a click outside count as Cancel. */
export function ConfirmTierDialog({
  change,
  onConfirm,
  onCancel,
}: {
  change: TierChange | null;
  onConfirm: (change: TierChange) => void;
  onCancel: () => void;
}) {
  return (
    <ModalFrame
      open={change !== null}
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      title="Change tier?"
      description={
        change && (
          <>
            <span className="font-medium text-slate-900">{change.user.email}</span> will change from{' '}
            <TierBadge tier={change.user.tier} /> to <TierBadge tier={change.tier} />. Their access changes
            the next time they load a page.
          </>
        )
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={SECONDARY_BUTTON}>Cancel</Dialog.Close>
        <button type="button" className={PRIMARY_BUTTON} onClick={() => change && onConfirm(change)}>
          Change tier
        </button>
      </div>
    </ModalFrame>
  );
}
