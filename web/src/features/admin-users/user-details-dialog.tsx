import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { browserLocaleDateTime } from '../../../../shared/domain/dates';
import { ModalFrame, SECONDARY_BUTTON } from '../../components/modal-frame';
import { TierBadge } from '../../components/tier-badge';
import type { AdminUser } from './api/admin-users-api';
import { SubscriptionBadge } from './subscription-badge';

/** View Details (docs/product/routes.md#admin-pages): the user's id, tier and created date. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <ModalFrame open={user !== null} onOpenChange={(open) => !open && onClose()} title="User details">
      {user && (
        <dl className="divide-y divide-slate-100 rounded-xl text-sm ring-1 ring-slate-200">
          <Row label="User ID">
            <span className="font-mono text-xs break-all text-slate-900">{user.id}</span>
          </Row>
          <Row label="Email">
            <span className="break-all text-slate-900">{user.email}</span>
          </Row>
          {user.name && <Row label="Name">{user.name}</Row>}
          <Row label="Tier">
            <TierBadge tier={user.tier} />
          </Row>
          <Row label="Subscription">
            <SubscriptionBadge user={user} />
          </Row>
          <Row label="Created">{browserLocaleDateTime(user.created_at)}</Row>
        </dl>
      )}
      <div className="mt-5 flex justify-end">
        <Dialog.Close className={SECONDARY_BUTTON}>Close</Dialog.Close>
      </div>
    </ModalFrame>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] items-center gap-3 px-4 py-2.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}
