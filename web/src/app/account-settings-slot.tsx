import { type ComponentType, lazy, Suspense } from 'react';
import { useSession } from '../session/session-context';
import { DIGEST_TIERS, hasRequiredTier } from '../session/tiers';

// The setting and its calls load when a premium or admin user opens an account menu: no other page or
// user fetches a byte of it.
const DigestSetting = lazy<ComponentType<{ variant: 'menu' | 'panel' }>>(() =>
  import('../features/digests/digest-setting')
    .then((m) => ({ default: m.DigestSetting }))
    // Offline with the chunk missing: the menu without the setting rather than a broken menu.
    .catch(() => ({ default: () => null })),
);

/** The digest setting (docs/product/feed.md#digest-setting) for premium and admin users; nothing for anyone else. */
function DigestSettingSlot({ variant }: { variant: 'menu' | 'panel' }) {
  const { tier } = useSession();
  if (!hasRequiredTier(tier, DIGEST_TIERS)) return null;
  return (
    <Suspense fallback={null}>
      <DigestSetting variant={variant} />
    </Suspense>
  );
}

/** What the account menus show beside the account (features/layout/account-settings.ts). Module-level: stable. */
export const renderAccountSettings = (variant: 'menu' | 'panel') => <DigestSettingSlot variant={variant} />;
