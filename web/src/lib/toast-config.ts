import type { ReactElement } from 'react';
import { type ExternalToast, toast } from 'sonner';

/** docs/product/limits.md#interface-timings: default toast durations per type; a zero or missing duration uses these. */
export const TOAST_DURATIONS_MS = {
  success: 3_000,
  error: 5_000,
  warning: 4_000,
  info: 3_000,
} as const;

/** docs/product/navigation-and-global.md#toasts: a toast's removal is animated for 300 ms (styles.css shortens sonner's own transition). */
export const TOAST_REMOVAL_MS = 300;

/** docs/product/navigation-and-global.md#toasts: toasts appear top-right. */
export const TOAST_POSITION = 'top-right' as const;

export type ToastType = keyof typeof TOAST_DURATIONS_MS;

/** What a caller may set on one toast; everything else follows the spec defaults. */
export interface NotifyOptions {
  /** Milliseconds; zero or missing uses the type's default. */
  duration?: number;
  /** docs/product/navigation-and-global.md#toasts: dismissible defaults to true (a close button is shown). */
  dismissible?: boolean;
  description?: string;
  id?: string | number;
  /** An element drawn at the toast's end, e.g. a link to what the toast is about. */
  action?: ReactElement;
}

/** True for the four toast types docs/product/limits.md#interface-timings names. */
export function isToastType(type: string): type is ToastType {
  return Object.hasOwn(TOAST_DURATIONS_MS, type);
}

/** The duration a toast of this type stays up (docs/product/limits.md#interface-timings: zero or missing uses the default). */
export function toastDuration(type: ToastType, duration?: number): number {
  return duration !== undefined && duration > 0 ? duration : TOAST_DURATIONS_MS[type];
}

/**
 * Shows a toast with the spec's defaults; returns its id, or null for an unknown type,
 * which is rejected with a console warning (docs/product/navigation-and-global.md#toasts).
 */
export function notify(type: string, message: string, options: NotifyOptions = {}): string | number | null {
  if (!isToastType(type)) {
    console.warn(`notify: unknown toast type '${type}'; use success, error, warning or info`);
    return null;
  }
  const dismissible = options.dismissible ?? true;
  const settings: ExternalToast = {
    duration: toastDuration(type, options.duration),
    dismissible,
    closeButton: dismissible,
  };
  if (options.description !== undefined) settings.description = options.description;
  if (options.id !== undefined) settings.id = options.id;
  if (options.action !== undefined) settings.action = options.action;
  return toast[type](message, settings);
}
