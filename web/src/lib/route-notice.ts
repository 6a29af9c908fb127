/**
 * A notice that travels with a redirect in the location's state, so the page a reader is sent to can say
 * why they are there (a Premium page, a mistyped address) instead of moving them silently. The toast
 * outlet shows it once it has mounted (features/layout/route-notice.tsx); this file stays free of the
 * toast library, so the route table that writes notices keeps it out of the first bundle.
 */
export interface RouteNoticeState {
  notice: string;
}

/** The location state that carries `notice` to the next page. */
export const withNotice = (notice: string): RouteNoticeState => ({ notice });

/** The notice a location's state carries, if any. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<RouteNoticeState> | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** docs/product/sign-in.md#after-sign-in: a basic user who opens /feed goes to /videos; this says why. */
export const FEED_IS_PREMIUM =
  'The Feed is part of Premium. Ask an admin to upgrade your account to open it.';

/** docs/product/routes.md#unknown-addresses: an unknown path goes to /; this names what was not found. */
export const pageNotFound = (path: string): string =>
  `There is no page at ${path}, so here is the home page.`;
