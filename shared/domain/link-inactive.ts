/**
 * docs/decisions/0018-shared-links.md: what a dead share link or public address says (the server answers it
 * with 404): the title of the page the web app draws, and, with a full stop, the error's text.
 */
export const LINK_INACTIVE_TITLE = 'This link is no longer active';
