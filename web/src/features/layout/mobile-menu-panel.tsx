import * as Dialog from '@radix-ui/react-dialog';
import { ArrowUpRight, ChevronRight, LogOut, Sparkles } from 'lucide-react';
import { lazy, type RefObject, Suspense } from 'react';
import { Link } from 'react-router';
import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy-kinds';
import { paths } from '../../../../shared/domain/paths';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { BrandMark } from '../../components/brand-mark';
import { callToActionClass } from '../../components/call-to-action';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { TierBadge } from '../../components/tier-badge';
import { openChatDrawer } from '../../lib/chat-drawer';
import { FILTER_CONTROL_ID } from '../../lib/filter-anchors';
import { displayName, useSession } from '../../session/session-context';
import { CHAT_TIERS, hasRequiredTier } from '../../session/tiers';
import { useAccountSettings } from './account-settings';
import { ADMIN_NAV, MAIN_NAV, type NavItem, visibleNavItems } from './nav-items';
import { useSignInOffered } from './use-sign-in-offered';

// docs/product/navigation-and-global.md#phone-menu: the mobile menu's Taxonomies group adds Account Types to the admin list's four.
const TAXONOMY_MENU_KINDS = ['formats', 'concepts', 'elements', 'topics', 'account-types'] as const;

/**
 * Where a Taxonomies row leads. The taxonomy list pages are admin-only (docs/product/taxonomies.md#taxonomy-list-pages), so an admin gets
 * the list and everyone else the browse screen with that taxonomy's filter open and focused: five rows that
 * each lead somewhere different, rather than five links to the same list.
 */
function taxonomyLink(kind: TaxonomyKind, isAdmin: boolean, browse: string): string {
  return isAdmin ? paths.taxonomyList(kind) : `${browse}#${FILTER_CONTROL_ID[kind]}`;
}

// issue 31's sign of new shares: its own chunk, so the first bundle's import of this sheet does not list
// the sign's chunks too (issue 14's JavaScript budgets).
const NewSharesSign = lazy(() => import('./new-shares-sign').then((m) => ({ default: m.NewSharesSign })));

const rowClass =
  'flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The mobile menu's sheet (docs/product/navigation-and-global.md#phone-menu). Signed-in: the main links, the Admin group (admins), the Taxonomies
 * group, API Docs, the account and Sign Out. Signed-out: Browse, the Taxonomies group, API Docs and Sign In.
 */
export function MobileMenuPanel({ open, onOpenChange, triggerRef }: MobileMenuPanelProps) {
  const session = useSession();
  const signedIn = session.status === 'signed-in' && session.user !== null;
  const signInOffered = useSignInOffered();
  const browse = signedIn ? paths.videos : paths.publicBrowse;
  const adminItems = session.isAdmin ? visibleNavItems(ADMIN_NAV, session.tier) : [];
  const settings = useAccountSettings('panel');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-sm motion-safe:animate-fade-in md:hidden" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col bg-white shadow-2xl focus:outline-none motion-safe:animate-sheet-in md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900">
              <BrandMark className="size-7" />
              Menu
            </Dialog.Title>
            <DialogCloseButton
              label="Close menu"
              className="-mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              iconClassName="size-6"
            />
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            {signedIn ? (
              <NavRows items={visibleNavItems(MAIN_NAV, session.tier)} label="Pages" />
            ) : (
              <Link to={paths.publicBrowse} className={rowClass}>
                Browse
                <ChevronRight className="size-4 text-slate-400" aria-hidden />
              </Link>
            )}
            {signedIn && hasRequiredTier(session.tier, CHAT_TIERS) && (
              // docs/product/chat.md#chat-drawer: the mobile menu's Bot button opens the chat panel (premium and admin).
              <button
                type="button"
                onClick={() => {
                  onOpenChange(false);
                  openChatDrawer();
                }}
                className={`${rowClass} mt-1 w-full`}
              >
                <span className="flex items-center gap-2">
                  <Sparkles className="size-4 text-indigo-600" aria-hidden />
                  Strategy Bot
                </span>
                <ChevronRight className="size-4 text-slate-400" aria-hidden />
              </button>
            )}
            {adminItems.length > 0 && (
              <>
                <GroupHeading id="mobile-admin">Admin</GroupHeading>
                <NavRows items={adminItems} labelledBy="mobile-admin" />
              </>
            )}
            <GroupHeading id="mobile-taxonomies">Taxonomies</GroupHeading>
            <ul aria-labelledby="mobile-taxonomies" className="mt-1">
              {TAXONOMY_MENU_KINDS.map((kind) => (
                <li key={kind}>
                  <Link to={taxonomyLink(kind, session.isAdmin, browse)} className={rowClass}>
                    {TAXONOMY_LABELS[kind].plural}
                    <ChevronRight className="size-4 text-slate-400" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-5 border-t border-slate-100 pt-4">
              <a
                href={paths.apiDocs}
                target="_blank"
                rel="noreferrer"
                className={rowClass}
                onClick={() => onOpenChange(false)}
              >
                <span>
                  API Docs<span className="sr-only"> (opens in a new tab)</span>
                </span>
                <ArrowUpRight className="size-4 text-slate-400" aria-hidden />
              </a>
            </div>
          </nav>
          <div className={`border-t border-slate-100 p-4 ${signedIn || signInOffered ? '' : 'hidden'}`}>
            {signedIn && session.user ? (
              <>
                <div className="mb-3 flex items-center justify-between gap-3 px-1">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-slate-900">
                      {displayName(session.user)}
                    </p>
                    <p className="truncate text-xs text-slate-500">{session.user.email}</p>
                  </div>
                  {!session.tierLoading && <TierBadge tier={session.tier} />}
                </div>
                {settings}
                <button
                  type="button"
                  onClick={() => {
                    onOpenChange(false);
                    void session.signOut();
                  }}
                  className="flex w-full items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-base font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <LogOut className="size-4 text-slate-500" aria-hidden />
                  Sign Out
                </button>
              </>
            ) : (
              signInOffered && (
                <Link to={paths.login} className={callToActionClass('medium', 'primary', 'w-full text-base')}>
                  Sign In
                </Link>
              )
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GroupHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mt-5 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
      {children}
    </h2>
  );
}

function NavRows({ items, label, labelledBy }: { items: NavItem[]; label?: string; labelledBy?: string }) {
  return (
    <ul aria-label={label} aria-labelledby={labelledBy} className="mt-1">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={rowClass}>
            <span className="flex items-center">
              {item.label}
              {item.to === paths.swipefiles && (
                <Suspense fallback={null}>
                  <NewSharesSign />
                </Suspense>
              )}
            </span>
            <ChevronRight className="size-4 text-slate-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
