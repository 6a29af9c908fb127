/** The product's name, as tabs, link previews and emails show it. */
export const SITE_NAME = 'Hookshelf';

/** A page's `<title>`: its parts, most specific first, then the site name ("Swipefiles | Hookshelf"). */
export function pageTitle(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' | ');
}

/** An admin page's `<title>`: the same, but ending in "Hookshelf Admin" so admins can tell the tabs apart. */
export function adminPageTitle(...parts: string[]): string {
  return [...parts, `${SITE_NAME} Admin`].join(' | ');
}
