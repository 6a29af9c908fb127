// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_DURATIONS_MS, TOAST_POSITION, TOAST_REMOVAL_MS, toastDuration } from './toast-config';

describe('toast configuration (docs/product/limits.md#interface-timings)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('holds the spec durations, position and removal time', () => {
    expect(TOAST_DURATIONS_MS).toEqual({ success: 3_000, error: 5_000, warning: 4_000, info: 3_000 });
    expect(TOAST_POSITION).toBe('top-right');
    expect(TOAST_REMOVAL_MS).toBe(300);
  });

  it('uses the default when the duration is zero or missing', () => {
    expect(toastDuration('error')).toBe(5_000);
    expect(toastDuration('warning', 0)).toBe(4_000);
    expect(toastDuration('info', 1_500)).toBe(1_500);
  });

  it.each(['success', 'error', 'warning', 'info'] as const)(
    'shows a %s toast with its duration, dismissible',
    (type) => {
      const shown = vi.spyOn(toast, type).mockReturnValue('id');
      notify(type, 'Hello');
      expect(shown).toHaveBeenCalledWith('Hello', {
        duration: TOAST_DURATIONS_MS[type],
        dismissible: true,
        closeButton: true,
      });
    },
  );

  it('keeps a caller’s duration and dismissible choice', () => {
    const shown = vi.spyOn(toast, 'success').mockReturnValue('id');
    notify('success', 'Saved', { duration: 1_000, dismissible: false });
    expect(shown).toHaveBeenCalledWith('Saved', { duration: 1_000, dismissible: false, closeButton: false });
  });

  it('rejects an unknown type with a console warning and shows nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shown = vi.spyOn(toast, 'success');
    expect(notify('celebration', 'Hooray')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unknown toast type 'celebration'"));
    expect(shown).not.toHaveBeenCalled();
  });
});
