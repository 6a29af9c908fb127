// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InspirationCarousel } from './inspiration-carousel';
import { CAROUSEL_INTERVAL_MS } from './use-carousel-rotation';

function renderCarousel() {
  return render(
    <MemoryRouter>
      <InspirationCarousel />
    </MemoryRouter>,
  );
}

/** The label of the slide on show, e.g. '3 of 7'. */
function shownSlide(): string | null {
  return (
    document
      .querySelector('[aria-roledescription="slide"][data-active="true"]')
      ?.getAttribute('aria-label') ?? null
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the inspiration carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds exactly 7 examples with a labelled dot for each', () => {
    renderCarousel();
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(7);
    const dots = screen.getAllByRole('button', { name: /^Show example \d$/ });
    expect(dots).toHaveLength(7);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('advances every 4 seconds and wraps from the last example to the first', () => {
    renderCarousel();
    expect(CAROUSEL_INTERVAL_MS).toBe(4_000);
    expect(shownSlide()).toBe('1 of 7');
    wait(3_999);
    expect(shownSlide()).toBe('1 of 7');
    wait(1);
    expect(shownSlide()).toBe('2 of 7');
    wait(4_000);
    expect(shownSlide()).toBe('3 of 7');
    // Each advance schedules the next once React has rendered it, so time moves one interval at a time.
    for (let i = 0; i < 4; i++) wait(4_000);
    expect(shownSlide()).toBe('7 of 7');
    wait(4_000);
    expect(shownSlide()).toBe('1 of 7');
  });

  it('jumps to the chosen example and restarts the 4 second timer', () => {
    renderCarousel();
    wait(2_500);
    fireEvent.click(screen.getByRole('button', { name: 'Show example 5' }));
    expect(shownSlide()).toBe('5 of 7');
    expect(screen.getByRole('button', { name: 'Show example 5' }).getAttribute('aria-current')).toBe('true');
    // The old timer would have fired 1.5 s after the click; the restarted one waits a full 4 s.
    wait(3_999);
    expect(shownSlide()).toBe('5 of 7');
    wait(1);
    expect(shownSlide()).toBe('6 of 7');
  });

  it('restarts the timer even when the shown example is chosen again', () => {
    renderCarousel();
    wait(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Show example 1' }));
    wait(3_000);
    expect(shownSlide()).toBe('1 of 7');
    wait(1_000);
    expect(shownSlide()).toBe('2 of 7');
  });

  it('pauses under the pointer and resumes with a full interval when it leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Inspiration from the library' });
    fireEvent.mouseEnter(carousel);
    wait(20_000);
    expect(shownSlide()).toBe('1 of 7');
    fireEvent.mouseLeave(carousel);
    wait(3_999);
    expect(shownSlide()).toBe('1 of 7');
    wait(1);
    expect(shownSlide()).toBe('2 of 7');
  });

  it('stops and starts with the pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause examples' }));
    wait(12_000);
    expect(shownSlide()).toBe('1 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Play examples' }));
    wait(4_000);
    expect(shownSlide()).toBe('2 of 7');
  });

  it('does not rotate on its own when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderCarousel();
    wait(12_000);
    expect(shownSlide()).toBe('1 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Show example 4' }));
    expect(shownSlide()).toBe('4 of 7');
    expect(screen.getByRole('button', { name: 'Play examples' })).toBeTruthy();
  });

  it('hides the examples not on show from assistive technology', () => {
    renderCarousel();
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(6);
    expect(slides.filter((slide) => slide.hasAttribute('inert'))).toHaveLength(6);
  });
});
