import { localDateKey, readStored, WELCOME_LAST_SHOWN_KEY, writeStored } from './first-visit-storage';

/** docs/product/navigation-and-global.md#welcome-modal: the welcome modal shows once per calendar day; true when it has not shown today. */
export function isWelcomeDue(now: Date = new Date()): boolean {
  return readStored(WELCOME_LAST_SHOWN_KEY) !== localDateKey(now);
}

/** Records today as the day the welcome modal was last shown. */
export function markWelcomeShown(now: Date = new Date()): void {
  writeStored(WELCOME_LAST_SHOWN_KEY, localDateKey(now));
}
