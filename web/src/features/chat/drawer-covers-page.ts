// From 1024 px the page makes room beside the open drawer (styles.css, `html[data-chat-open]`); below, the
// drawer lies over it (full width on phones).
const COVERING_QUERY = '(max-width: 1023px)';

/** True when the open drawer hides the page: what the user asked to see there needs the drawer closed. */
export function drawerCoversPage(): boolean {
  return window.matchMedia?.(COVERING_QUERY).matches ?? false;
}
