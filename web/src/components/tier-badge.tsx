import { tierLabel } from '../session/tiers';

// docs/product/overview.md#tiers: badge colours purple (admin), blue (premium), grey (basic and unknown).
const TIER_BADGE_CLASS: Record<string, string> = {
  admin: 'bg-purple-50 text-purple-800 ring-purple-200',
  premium: 'bg-blue-50 text-blue-800 ring-blue-200',
};
const OTHER_BADGE_CLASS = 'bg-slate-100 text-slate-700 ring-slate-200';

/** A user's tier as a coloured badge: Admin, Premium, Basic or Unknown. */
export function TierBadge({ tier }: { tier: string | null | undefined }) {
  const colours = (tier && TIER_BADGE_CLASS[tier]) || OTHER_BADGE_CLASS;
  return (
    <span
      data-tier={tier ?? 'unknown'}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}
    >
      {tierLabel(tier)}
    </span>
  );
}
