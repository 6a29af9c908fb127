// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/toast-config';
import { AppToaster } from './app-toaster';

describe('the app toaster (docs/product/limits.md)', () => {
  afterEach(cleanup);

  it('renders toasts top-right in the app toaster', async () => {
    render(<AppToaster />);
    act(() => {
      notify('success', 'Link copied!');
    });
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-x-position')).toBe('right');
  });
});
