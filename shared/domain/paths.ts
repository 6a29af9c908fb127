import type { TaxonomyKind } from '../contracts/taxonomy';

/** Every URL of the web app, in one table (docs/product/routes.md#public-pages and docs/product/routes.md#signed-in-pages). */
export const paths = {
  home: '/',
  /** docs/product/routes.md#redirects: /home redirects to /videos. */
  homeAlias: '/home',
  publicBrowse: '/public-beta',
  videos: '/videos',
  swipefiles: '/swipefiles',
  /** Issue 34: the caller's briefs and those shared with them. */
  briefs: '/briefs',
  feed: '/feed',
  login: '/login',
  verifyOtp: '/verify-otp',
  privacy: '/privacy',
  apiDocs: '/api',
  /** docs/decisions/0013-admin-landing.md: the analytics dashboard, where admins land after sign-in. */
  adminDashboard: '/admin/dashboard',
  /** docs/product/analytics.md#analytics-dashboard names /analytics for the dashboard; it redirects to adminDashboard. */
  analytics: '/analytics',
  adminUsers: '/admin/users',
  adminViews: '/views',
  /** The library import screen (issue 16). */
  adminImport: '/admin/import',
  /** The Bot Admin screen (issue 18 builds it). */
  botAdmin: '/bot-admin',
  taxonomyList: (kind: TaxonomyKind) => `/${kind}`,
  video: (id: number) => `/v/${id}`,
  taxonomy: (kind: TaxonomyKind, slug: string) => `/${kind}/${slug}`,
  view: (slug: string) => `/views/${slug}`,
  swipefile: (id: string) => `/swipefiles/${id}`,
  /** docs/decisions/0018-shared-links.md: a link_only swipefile's read-only page. */
  sharedSwipefile: (token: string) => `/shared/swipefiles/${token}`,
  /** docs/decisions/0018-shared-links.md: a public swipefile's read-only page. */
  publicSwipefile: (slug: string) => `/public/swipefiles/${slug}`,
  /** Issue 34: one brief's editor (read only for viewers). */
  brief: (id: string) => `/briefs/${id}`,
  /** Issue 34: a link_only brief's read-only page. */
  sharedBrief: (token: string) => `/shared/briefs/${token}`,
  /** Issue 34: a public brief's read-only page. */
  publicBrief: (slug: string) => `/public/briefs/${slug}`,
} as const;
