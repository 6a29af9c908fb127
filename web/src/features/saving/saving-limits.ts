import type { DEFAULT_SWIPEFILE_NAME, SWIPEFILE_LIMITS } from '../../../../shared/contracts/swipefiles';

// The contract's constants, restated here because importing its values would bring zod into the public
// pages' first bundle (the contract is `import type` only on the web). Each is typed as the contract's
// literal, so the compiler fails the build the day the two disagree.
type Limits = typeof SWIPEFILE_LIMITS;

/** docs/decisions/0016-default-swipefile.md: the default swipefile's name. */
export const DEFAULT_NAME: typeof DEFAULT_SWIPEFILE_NAME = 'My Saved Videos';
/** Ids one batch save-status request may name. */
export const STATUS_BATCH_MAX: Limits['saveStatusBatchMax'] = 100;
export const NAME_MAX: Limits['nameMax'] = 100;
export const DESCRIPTION_MAX: Limits['descriptionMax'] = 500;
