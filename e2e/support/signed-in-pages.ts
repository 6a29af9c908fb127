import { DEMO_ACCOUNTS } from '../../server/users/demo-accounts';
import type { PublicPage } from './web-budgets-pages';

/**
 * The screens a paying user opens every day, measured signed in as the demo's premium@ (issue 31, item 10):
 * `npm run bench:web` runs Lighthouse over each with the session cookie, and e2e/web-budgets.e2e.ts checks
 * each one's budgets. Later issues add their signed-in screens here. `{swipefile}` is premium@'s public
 * demo swipefile (server/demo/seed-swipefiles.ts), the fullest of theirs.
 */
export const SIGNED_IN_PAGES: readonly PublicPage[] = [
  { route: '/videos', lazyComponent: 'AllVideosPage', readySelector: '[data-video-id]' },
  { route: '/swipefiles', lazyComponent: 'SwipefilesPage', readySelector: 'main h1' },
  { route: '/swipefiles/{swipefile}', lazyComponent: 'SwipefileDetailPage', readySelector: 'main h1' },
  { route: '/feed', lazyComponent: 'FeedPage', readySelector: 'main h1' },
  // Issue 34: the brief list (premium@ owns the demo brief, server/demo/seed-briefs.ts).
  { route: '/briefs', lazyComponent: 'BriefsPage', readySelector: 'main h1' },
];

/** Who the screens are measured as: the demo's premium account (docs/decisions/0009-admins.md). */
export const MEASURED_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.tier === 'premium')?.email ?? '';

/** The demo swipefile `{swipefile}` stands for. */
export const MEASURED_SWIPEFILE = 'Fitness hooks that stop the scroll';

/**
 * Signs `email` in through the same two calls the login screen makes, from the app's own origin, and answers
 * the session cookie as a browser would send it (`name=value; …`). `nextCode` reads the mailed code.
 */
export async function signInCookie(
  appUrl: string,
  email: string,
  nextCode: (email: string) => Promise<string>,
): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (path: string, body: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await fetch(`${appUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!answer.ok)
      throw new Error(`POST /api/auth${path} answered ${answer.status}: ${await answer.text()}`);
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  await call('/email-otp/send-verification-otp', { email, type: 'sign-in' });
  await call('/sign-in/email-otp', { email, otp: await nextCode(email) });
  if (![...jar.keys()].some((name) => name.endsWith('.session_token'))) {
    throw new Error(`signing in ${email} set no session cookie`);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The id of the signed-in user's swipefile named MEASURED_SWIPEFILE, as their list API answers it. */
export async function measuredSwipefileId(appUrl: string, cookie: string): Promise<string> {
  const answer = await fetch(`${appUrl}/api/swipefiles`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`GET /api/swipefiles answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { id: string; name: string }[] };
  const found = data.find((swipefile) => swipefile.name === MEASURED_SWIPEFILE);
  if (!found) throw new Error(`the signed-in user has no swipefile named '${MEASURED_SWIPEFILE}'`);
  return found.id;
}

/** The signed-in page's address with `{swipefile}` filled in. */
export function signedInPath(route: string, swipefileId: string): string {
  return route.replace('{swipefile}', swipefileId);
}
