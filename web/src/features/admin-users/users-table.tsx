import { Eye } from 'lucide-react';
import { browserLocaleDate } from '../../../../shared/domain/dates';
import { TIERS, type Tier, tierLabel } from '../../session/tiers';
import type { AdminUser } from './api/admin-users-api';
import { SubscriptionBadge } from './subscription-badge';

/** docs/product/routes.md: the shortened user id shows the first 8 characters. */
const shortId = (id: string) => id.slice(0, 8);

interface UsersTableProps {
  users: AdminUser[];
  /** The tier each row's selector shows: a change waiting for confirmation or being saved shows its tier. */
  shownTier: (user: AdminUser) => Tier;
  /** Rows whose selector is locked while their change is saved. */
  busyUserId: string | null;
  onTierChange: (user: AdminUser, tier: Tier) => void;
  onViewDetails: (user: AdminUser) => void;
}

const HEAD =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';
const CELL = 'px-4 py-3 align-middle whitespace-nowrap';

/**
 * The user table (docs/product/routes.md#admin-pages User management): shortened id, e-mail, tier selector, subscription badge,
 * created date and View Details. On a phone it scrolls sideways inside its frame.
 */
export function UsersTable({ users, shownTier, busyUserId, onTierChange, onViewDetails }: UsersTableProps) {
  return (
    // On a phone the table scrolls sideways; its selects and buttons keep it reachable by keyboard.
    <div className="relative overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              User ID
            </th>
            <th scope="col" className={HEAD}>
              Email
            </th>
            <th scope="col" className={HEAD}>
              Tier
            </th>
            <th scope="col" className={HEAD}>
              Subscription
            </th>
            <th scope="col" className={HEAD}>
              Created
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-slate-50/60">
              <td className={CELL}>
                <span className="font-mono text-xs text-slate-600" title={user.id}>
                  {shortId(user.id)}
                </span>
              </td>
              <td className={`${CELL} max-w-72`}>
                <span className="block truncate font-medium text-slate-900" title={user.email}>
                  {user.email}
                </span>
                {user.name && <span className="block truncate text-xs text-slate-500">{user.name}</span>}
              </td>
              <td className={CELL}>
                <TierSelect
                  user={user}
                  value={shownTier(user)}
                  disabled={busyUserId === user.id}
                  onChange={(tier) => onTierChange(user, tier)}
                />
              </td>
              <td className={CELL}>
                <SubscriptionBadge user={user} />
              </td>
              <td className={`${CELL} text-slate-600`}>
                <time dateTime={user.created_at}>{browserLocaleDate(user.created_at)}</time>
              </td>
              <td className={`${CELL} text-right`}>
                <button
                  type="button"
                  onClick={() => onViewDetails(user)}
                  aria-label={`View Details of ${user.email}`}
                  className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <Eye className="size-4" aria-hidden />
                  View Details
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// docs/product/overview.md#tiers, carried onto the selector so the tier reads at a glance.
const SELECT_COLOURS: Record<Tier, string> = {
  admin: 'bg-purple-50 text-purple-900 ring-purple-200',
  premium: 'bg-blue-50 text-blue-900 ring-blue-200',
  basic: 'bg-slate-50 text-slate-800 ring-slate-200',
};

function TierSelect({
  user,
  value,
  disabled,
  onChange,
}: {
  user: AdminUser;
  value: Tier;
  disabled: boolean;
  onChange: (tier: Tier) => void;
}) {
  return (
    <select
      aria-label={`Tier of ${user.email}`}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Tier)}
      className={`h-8 rounded-lg border-0 py-0 pr-8 pl-2.5 text-sm font-medium ring-1 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none disabled:opacity-60 ${SELECT_COLOURS[value]}`}
    >
      {TIERS.map((tier) => (
        <option key={tier} value={tier}>
          {tierLabel(tier)}
        </option>
      ))}
    </select>
  );
}
