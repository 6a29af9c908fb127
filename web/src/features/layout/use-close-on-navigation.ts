import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Open state for a menu that closes on route change (docs/product/routes.md#public-pages; location.key also changes for a same-path link). */
export function useCloseOnNavigation() {
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the trigger
  useEffect(() => {
    setOpen(false);
  }, [key]);
  return [open, setOpen] as const;
}
