import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { invitationLink } from '../server/mail/invitation-mail';
import { seriousAccessibilityViolations } from './support/axe';
import { animationsSettled, screenshot } from './support/browser';
import { consoleErrors, openVisitor } from './support/first-visit';
import { openSignedIn, signInThroughLogin } from './support/sign-in';

// Issue 31: an invitation to someone who already has an account and is signed in reaches them where they
// are — the sign in the shell, the Shared tab and the invitation link — with no signing out and in.
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const INVITER = 'ada-invites-e2e@example.com';
const INVITEE = 'grace-invites-e2e@example.com';
const FIRST = 'Cold opens that convert';
const SECOND = 'Pattern interrupts';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A viewport screenshot (the sign sits in the sticky bar at the top). */
async function viewportShot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `.test-artifacts/screenshots/${name}.png` });
}

/** Creates a swipefile as the page's signed-in user, through the API as the app calls it. */
async function createSwipefile(page: Page, name: string): Promise<string> {
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/swipefiles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { name },
  );
  const id = answer.data?.id as string | undefined;
  if (!id) throw new Error(`swipefile not created: ${JSON.stringify(answer)}`);
  return id;
}

/** Invites an address from the swipefile's share modal, as its owner does. */
async function inviteFromShareModal(page: Page, swipefileId: string, name: string, email: string) {
  await page.goto(`/swipefiles/${swipefileId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: `Share "${name}"` });
  await dialog.getByRole('textbox', { name: 'E-mail address to invite' }).fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await page.getByText('Invitation sent successfully!').waitFor();
  await dialog.getByText(email).waitFor();
  // The account has access already: no 'Invitation sent' waiting for a sign-in.
  expect(await dialog.getByText('Invitation sent', { exact: true }).count()).toBe(0);
  await page.keyboard.press('Escape');
}

let inviter: { page: Page; context: BrowserContext };
let inviteeSession: StorageState;

describe('an invitation to a user who is signed in', () => {
  it('shows them the sign, lists it on the Shared tab and opens from the invitation link, with no new sign-in', async () => {
    inviter = await openVisitor(DESKTOP);
    await inviter.page.goto('/login');
    await signInThroughLogin(inviter.page, INVITER);
    const swipefileId = await createSwipefile(inviter.page, FIRST);

    // The invitee signs in before anything is shared with them, and stays signed in throughout.
    const invitee = await openVisitor(DESKTOP);
    const errors = consoleErrors(invitee.page);
    await invitee.page.goto('/login');
    await signInThroughLogin(invitee.page, INVITEE);
    inviteeSession = await invitee.context.storageState();
    await invitee.page.goto('/videos');
    await invitee.page.getByRole('heading', { name: 'All Videos' }).waitFor();
    const main = invitee.page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Swipefiles', exact: true }).count()).toBe(1);

    await inviteFromShareModal(inviter.page, swipefileId, FIRST, INVITEE);

    // Their next request, in the session they already hold.
    await invitee.page.reload();
    // The sign beside Swipefiles in the top bar.
    const signed = main.getByRole('link', { name: /^Swipefiles\W+1 new share$/ });
    await signed.waitFor();
    await viewportShot(invitee.page, 'invitations-bar-sign-desktop');
    await signed.click();
    await invitee.page.waitForURL((url) => url.pathname === '/swipefiles');
    const sharedTab = invitee.page.getByRole('tab', { name: /^Shared Swipefiles\W+1 new$/ });
    await sharedTab.waitFor();
    await viewportShot(invitee.page, 'invitations-tab-count-desktop');
    await sharedTab.click();
    const news = invitee.page.getByRole('region', { name: 'New — shared with you' });
    await news.getByText(`${INVITER} shared ${FIRST} with you`).waitFor();
    await invitee.page.getByRole('tabpanel').getByRole('link', { name: FIRST, exact: true }).waitFor();
    expect(await invitee.page.getByText("You haven't been invited to any swipefiles yet.").count()).toBe(0);
    // Seen: the sign clears.
    await invitee.page.getByRole('tab', { name: 'Shared Swipefiles', exact: true }).waitFor();
    await main.getByRole('link', { name: 'Swipefiles', exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(invitee.page)).toEqual([]);
    await screenshot(invitee.page, 'invitations-shared-tab-desktop');

    // The link in the invitation mail: the swipefile itself, not an access error.
    await invitee.page.goto(invitationLink(inject('appUrl'), swipefileId));
    await invitee.page.waitForURL((url) => url.pathname === `/swipefiles/${swipefileId}`);
    await invitee.page.getByRole('heading', { name: FIRST, level: 1 }).waitFor();
    await invitee.page.getByText('Viewer', { exact: true }).waitFor();
    expect(await invitee.page.getByText('You do not have access to this swipefile.').count()).toBe(0);
    // Back on the Shared tab the news is gone; the swipefile stays.
    await invitee.page.goto('/swipefiles?tab=shared');
    await invitee.page.getByRole('tabpanel').getByRole('link', { name: FIRST, exact: true }).waitFor();
    expect(await news.count()).toBe(0);
    expect(errors).toEqual([]);
    await invitee.context.close();
  });

  it('shows the sign on a phone: the count beside Swipefiles in the menu, then on the tab, and the news there', async () => {
    const swipefileId = await createSwipefile(inviter.page, SECOND);
    const phone = await openSignedIn(inviteeSession, PHONE);
    const errors = consoleErrors(phone.page);
    await phone.page.goto('/videos');
    await phone.page.getByRole('button', { name: 'Open menu', exact: true }).waitFor();

    await inviteFromShareModal(inviter.page, swipefileId, SECOND, INVITEE);
    await phone.page.reload();
    await phone.page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const row = phone.page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /^Swipefiles\W+1 new share$/ });
    await row.waitFor();
    await viewportShot(phone.page, 'invitations-sign-phone-menu');
    await row.click();
    await phone.page.waitForURL((url) => url.pathname === '/swipefiles');
    await phone.page.getByRole('tab', { name: /^Shared Swipefiles\W+1 new$/ }).click();
    await phone.page
      .getByRole('region', { name: 'New — shared with you' })
      .getByText(`${INVITER} shared ${SECOND} with you`)
      .waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'invitations-shared-tab-phone');
    expect(errors).toEqual([]);
    await phone.context.close();
    await inviter.context.close();
  });
});
