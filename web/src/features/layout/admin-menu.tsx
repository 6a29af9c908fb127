import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavItem } from './nav-items';
import { useCloseOnNavigation } from './use-close-on-navigation';

/** docs/product/navigation-and-global.md#navigation-bar: the Admin dropdown (admins only), listing the admin screens that exist. */
export function AdminMenu({ items, triggerClass }: { items: NavItem[]; triggerClass: string }) {
  const [open, setOpen] = useCloseOnNavigation();
  const { pathname } = useLocation();
  // After choosing a screen the focus belongs to the new page, not back on the trigger.
  const chose = useRef(false);
  if (items.length === 0) return null;
  const active = items.some((item) => pathname.startsWith(item.to));
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className={`${triggerClass} inline-flex items-center gap-1 data-[state=open]:bg-slate-100 ${active ? 'bg-slate-100 text-slate-900' : ''}`}
      >
        Admin
        <ChevronDown className="size-4 text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          onCloseAutoFocus={(event) => {
            if (chose.current) event.preventDefault();
            chose.current = false;
          }}
          className="z-40 min-w-44 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10 motion-safe:animate-fade-in"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild onSelect={() => (chose.current = true)}>
              <Link
                to={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                className="block rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 aria-[current=page]:text-indigo-700"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
