import type { TaxonomyKind } from '../../../shared/contracts/taxonomy';

/** Every URL of the web app, in one table (spec 000 §2 and spec 001 §2 route tables). */
export const paths = {
  home: '/',
  publicBrowse: '/public-beta',
  videos: '/videos',
  login: '/login',
  verifyOtp: '/verify-otp',
  privacy: '/privacy',
  apiDocs: '/api',
  video: (id: number) => `/v/${id}`,
  taxonomy: (kind: TaxonomyKind, slug: string) => `/${kind}/${slug}`,
  view: (slug: string) => `/views/${slug}`,
} as const;
