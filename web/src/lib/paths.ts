import type { TaxonomyKind } from '../../../shared/contracts/taxonomy';

/** Every URL of the web app, in one table (spec 000 §2 and spec 001 §2 route tables). */
export const paths = {
  home: '/',
  /** spec 001 §2: /home redirects to /videos. */
  homeAlias: '/home',
  publicBrowse: '/public-beta',
  videos: '/videos',
  swipefiles: '/swipefiles',
  feed: '/feed',
  login: '/login',
  verifyOtp: '/verify-otp',
  privacy: '/privacy',
  apiDocs: '/api',
  /** DECISIONS.md 13: the analytics dashboard, where admins land after sign-in. */
  adminDashboard: '/admin/dashboard',
  /** spec 001 §2 names /analytics for the dashboard; it redirects to adminDashboard. */
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
  /** DECISIONS.md 18: a link_only swipefile's read-only page. */
  sharedSwipefile: (token: string) => `/shared/swipefiles/${token}`,
  /** DECISIONS.md 18: a public swipefile's read-only page. */
  publicSwipefile: (slug: string) => `/public/swipefiles/${slug}`,
} as const;
