// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fullVideo, publicVideo, unanalysedVideo } from '../../test/test-videos';
import type { ListVideo } from './list-video';
import { VideoHookRow } from './video-hook-row';

afterEach(cleanup);

const renderRow = (video: ListVideo) =>
  render(
    <MemoryRouter>
      <VideoHookRow video={video} onOpen={() => {}} />
    </MemoryRouter>,
  );

describe('VideoHookRow', () => {
  it('shows title, verbal and visual hooks that are present and have content, and the date added', () => {
    renderRow(
      fullVideo({
        hook_title_present: true,
        hook_title_content: '$140 → $68',
        hook_verbal_present: true,
        hook_verbal_content: 'I was spending $140 a week on groceries.',
        hook_visual_present: true,
        hook_visual_content: 'Two receipts side by side',
        created_at: '2025-10-01T08:00:00Z',
      }),
    );
    expect(screen.getByText('Title hook')).toBeTruthy();
    expect(screen.getByText('$140 → $68')).toBeTruthy();
    expect(screen.getByText('I was spending $140 a week on groceries.')).toBeTruthy();
    expect(screen.getByText('Two receipts side by side')).toBeTruthy();
    expect(screen.getByText('Oct 1, 2025')).toBeTruthy();
    expect(screen.queryByText('Sign in to see the hooks')).toBeNull();
  });

  it('leaves out hooks that are not present or have no content', () => {
    const { container } = renderRow(
      fullVideo({
        hook_title_present: false,
        hook_title_content: 'Stale title text',
        hook_verbal_present: true,
        hook_verbal_content: '   ',
        hook_visual_present: true,
        hook_visual_content: 'Receipt close-up',
      }),
    );
    expect(screen.queryByText('Stale title text')).toBeNull();
    expect(screen.queryByText('Verbal hook')).toBeNull();
    expect([...container.querySelectorAll('[data-hook]')].map((el) => el.getAttribute('data-hook'))).toEqual([
      'visual',
    ]);
  });

  it('says so when a video has no hook at all', () => {
    renderRow(unanalysedVideo());
    expect(screen.getByText('No hooks detected')).toBeTruthy();
  });

  it('shows visitors the description with a sign-in link instead of hooks (they are not sent any)', () => {
    const { container } = renderRow(publicVideo({ simple_description: null }));
    expect(screen.getByRole('link', { name: 'No description' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in to see the hooks' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(container.querySelector('[data-hook]')).toBeNull();
  });
});
