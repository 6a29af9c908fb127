import { createContext, type ReactNode, useContext } from 'react';

/**
 * Settings another feature adds to the account menus (the digest setting: docs/product/feed.md#digest-setting),
 * which the app passes in (web/src/app/account-settings-slot.tsx) as it passes the chat panel: the layout
 * does not import features. `menu`: inside the wide-screen account menu (Radix menu items); `panel`: in the
 * phone menu's account area. Drawing nothing is fine (a visitor, a basic user).
 */
export type AccountSettingsSlot = (variant: 'menu' | 'panel') => ReactNode;

export const AccountSettingsContext = createContext<AccountSettingsSlot | null>(null);

/** What the account menus draw between the account and Sign Out; null when the app passed nothing. */
export function useAccountSettings(variant: 'menu' | 'panel'): ReactNode {
  return useContext(AccountSettingsContext)?.(variant) ?? null;
}
