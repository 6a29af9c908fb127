import type { AccessLevel } from '../../../shared/contracts/swipefiles';

export type AccessToggle = 'link' | 'public';

/**
 * The share calls (a swipefile's or a brief's) that turn a toggle on or off, in order (docs/product/sharing.md#access-levels): the link on while public first
 * sets private, then link_only; public on while link_only first sets private, then public; either off
 * sets private. Nothing to do when the toggle already shows that state.
 */
export function accessSteps(current: AccessLevel, toggle: AccessToggle, on: boolean): AccessLevel[] {
  const target: AccessLevel = toggle === 'link' ? 'link_only' : 'public';
  if (!on) return current === target ? ['private'] : [];
  if (current === target) return [];
  return current === 'private' ? [target] : ['private', target];
}
