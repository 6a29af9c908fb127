/**
 * Admins of their own for the story files that need one: a code may go to an address once a minute
 * (docs/decisions/0011-codes-and-sessions.md), and the files share one app, so each signs in as its own admin. The global setup lists
 * them in the app's ADMIN_EMAILS (docs/decisions/0009-admins.md); they are new accounts, admins by address.
 */
export const E2E_ADMINS = {
  taxonomies: 'taxonomy-admin@example.com',
  views: 'views-admin@example.com',
  analytics: 'analytics-admin@example.com',
  import: 'import-admin@example.com',
  // search.e2e.ts starts an app of its own (embeddings on) and follows its embedding job as this admin.
  search: 'search-admin@example.com',
  // bot-admin.e2e.ts starts an app of its own (embeddings from a fake endpoint) and edits the bot there.
  bot: 'bot-admin@example.com',
  // first-screen.e2e.ts: a signed-in user's /videos, drawn by the server with their session.
  firstScreen: 'first-screen-admin@example.com',
  // …and their /feed (a second address: the first one's code was sent less than a minute before).
  firstScreenFeed: 'first-screen-feed-admin@example.com',
  // browse.e2e.ts lays out lists beside the open chat drawer, app-shell.e2e.ts checks its button (issue 31).
  layout: 'layout-admin@example.com',
  shell: 'shell-admin@example.com',
  // follows.e2e.ts follows a topic and a search (admins pass the premium tier list).
  follows: 'follows-admin@example.com',
  // feed-page.e2e.ts follows from the Feed's empty state and manages the follows (issue 33).
  feed: 'feed-admin@example.com',
  // feed-notifications.e2e.ts imports a video that a premium user's follow matches (issue 33).
  notifications: 'notifications-admin@example.com',
  // briefs.e2e.ts drafts a brief from a swipefile (premium and admin), shares it and exports it (issue 34).
  briefs: 'briefs-admin@example.com',
} as const;
