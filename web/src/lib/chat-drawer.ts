import { useSyncExternalStore } from 'react';

/**
 * Whether the strategy bot's drawer is open (docs/product/navigation-and-global.md#navigation-bar: the floating button, the account menu and the
 * mobile menu's Bot button open it). The menus and the drawer are separate lazy chunks, so the state sits
 * here rather than in the chat feature; only signed-in chunks import it, never a public page's.
 */
function signal<T>(value: T) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const drawer = signal(false);

export const openChatDrawer = (): void => drawer.set(true);
export const closeChatDrawer = (): void => drawer.set(false);

/** True while the chat drawer is open. */
export const useChatDrawerOpen = (): boolean =>
  useSyncExternalStore(drawer.subscribe, drawer.get, () => false);
