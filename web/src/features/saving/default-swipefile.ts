import type { Swipefile } from '../../../../shared/contracts/swipefiles';

/** The caller's 'My Saved Videos' (docs/decisions/0016-default-swipefile.md) in a list of their swipefiles. */
export function defaultOf(swipefiles: Swipefile[] | undefined): Swipefile | undefined {
  return swipefiles?.find((swipefile) => swipefile.is_default);
}
