import type { AdminUser } from './api/admin-users-api';

/** A value such as 'past_due' or 'stripe' as a label: 'Past due', 'Stripe'. */
function label(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the badge says: the subscription status, else the payment provider, else 'None' (docs/product/routes.md). */
export function subscriptionLabel(user: Pick<AdminUser, 'subscription_status' | 'subscription_provider'>) {
  if (user.subscription_status?.trim()) return label(user.subscription_status);
  if (user.subscription_provider?.trim()) return label(user.subscription_provider);
  return 'None';
}

/** The subscription badge of a user row (docs/decisions/0015-payments.md: 'None' unless subscription fields are set). */
export function SubscriptionBadge({ user }: { user: AdminUser }) {
  const text = subscriptionLabel(user);
  const active = user.subscription_status === 'active';
  const colours =
    text === 'None'
      ? 'bg-white text-slate-500 ring-slate-200'
      : active
        ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
        : 'bg-amber-50 text-amber-800 ring-amber-200';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${colours}`}>
      {text}
    </span>
  );
}
