import { Menu } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MobileMenuPanelProps } from './mobile-menu-panel';

/** md breakpoint: the hamburger shows below 768 px. */
const DESKTOP_QUERY = '(min-width: 768px)';

// The sheet (a Radix dialog) stays out of the first bundle: it loads when the browser is idle on a phone,
// or at the latest when the hamburger is touched.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy<ComponentType<MobileMenuPanelProps>>(() =>
  loadPanel()
    .then((m) => ({ default: m.MobileMenuPanel }))
    // Offline with the chunk missing: the button does nothing rather than taking the page down.
    .catch(() => ({ default: () => null })),
);

/** The mobile menu (docs/product/navigation-and-global.md#phone-menu): closes on route change, an outside click, Escape, or growing to desktop. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // docs/product/navigation-and-global.md#phone-menu: menus close on route change (location.key also changes for a link to the same path).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the trigger
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!window.matchMedia) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const close = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', close);
    if (desktop.matches) return () => desktop.removeEventListener('change', close);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => void loadPanel().catch(() => {}));
    return () => desktop.removeEventListener('change', close);
  }, []);

  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onClick={show}
        className="-mr-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
