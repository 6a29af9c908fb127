import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Sparkles } from 'lucide-react';
import { TierBadge } from '../../components/tier-badge';
import { openChatDrawer } from '../../lib/chat-drawer';
import { displayName, useSession } from '../../session/session-context';
import { CHAT_TIERS, hasRequiredTier } from '../../session/tiers';
import { useAccountSettings } from './account-settings';
import { useCloseOnNavigation } from './use-close-on-navigation';

/** The wide-screen account menu: a button named after the user, opening the e-mail, tier badge and Sign Out. */
export function AccountMenu() {
  const { user, tier, tierLoading, signOut } = useSession();
  const [open, setOpen] = useCloseOnNavigation();
  const settings = useAccountSettings('menu');
  if (!user) return null;
  const name = displayName(user);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="ml-2 inline-flex max-w-56 items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100">
        <span
          aria-hidden
          className="grid size-7 shrink-0 place-items-center rounded-full bg-indigo-600 text-xs font-semibold text-white uppercase"
        >
          {name.charAt(0)}
        </span>
        <span className="truncate">{name}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-64 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10 motion-safe:animate-fade-in"
        >
          <div className="px-2.5 pt-2 pb-2.5">
            <p className="text-xs font-medium text-slate-500">Signed in as</p>
            <p className="mt-0.5 truncate text-sm font-semibold text-slate-900" title={user.email}>
              {user.email}
            </p>
            <div className="mt-2">
              {tierLoading ? (
                <span className="inline-block h-5 w-14 animate-pulse rounded-full bg-slate-100" />
              ) : (
                <TierBadge tier={tier} />
              )}
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {settings}
          {hasRequiredTier(tier, CHAT_TIERS) && (
            // docs/product/chat.md#chat-drawer: the menu opens the chat panel too (premium and admin, docs/product/overview.md#who-it-is-for). It lives in this
            // lazily loaded menu rather than the bar, so no byte of it reaches a visitor's first bundle.
            <DropdownMenu.Item
              onSelect={openChatDrawer}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
            >
              <Sparkles className="size-4 text-indigo-600" aria-hidden />
              Strategy Bot
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
          >
            <LogOut className="size-4 text-slate-500" aria-hidden />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
