import * as Dialog from '@radix-ui/react-dialog';
import { ArrowUpRight, ChevronRight, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { BrandMark } from './brand-mark';

// spec 000 §2: the mobile menu's Taxonomies group adds Account Types to the admin list's four.
// The taxonomy list pages are admin-only (spec 001 §2), so for a visitor each opens the browse screen.
const TAXONOMY_LINKS = ['Formats', 'Concepts', 'Elements', 'Topics', 'Account Types'];

const rowClass =
  'flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's sheet (spec 000 §2): Browse, the Taxonomies group, API Docs and Sign In. */
export function MobileMenuPanel({ open, onOpenChange, triggerRef }: MobileMenuPanelProps) {
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
            <Dialog.Close
              aria-label="Close menu"
              className="-mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <Link to={paths.publicBrowse} className={rowClass}>
              Browse
              <ChevronRight className="size-4 text-slate-400" aria-hidden />
            </Link>
            <h2
              id="mobile-taxonomies"
              className="mt-5 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase"
            >
              Taxonomies
            </h2>
            <ul aria-labelledby="mobile-taxonomies" className="mt-1">
              {TAXONOMY_LINKS.map((label) => (
                <li key={label}>
                  <Link to={paths.publicBrowse} className={rowClass}>
                    {label}
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
          <div className="border-t border-slate-100 p-4">
            <Link
              to={paths.login}
              className="block w-full rounded-lg bg-indigo-600 px-4 py-2.5 text-center text-base font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Sign In
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
