// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fullVideo, gatedTexts } from '../../../test/test-videos';
import { HookAnalysisSection } from './hook-analysis-section';
import { HookPayoffSection } from './hook-payoff-section';
import { NarrativeFrameworkSection } from './narrative-framework-section';
import { PLACEHOLDER_ANALYSIS } from './placeholder-analysis';
import type { VideoAnalysis } from './video-analysis';

afterEach(cleanup);

const renderIn = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const hookCard = (label: string) =>
  screen.getByRole('heading', { name: label }).closest('article') as HTMLElement;

describe('HookAnalysisSection', () => {
  it('marks each hook Present with its content, or Not Detected with the spec note', () => {
    renderIn(<HookAnalysisSection analysis={fullVideo()} title="Hook Analysis" />);
    expect(within(hookCard('Title Hook')).getByText('Present')).toBeTruthy();
    expect(within(hookCard('Title Hook')).getByText('$140 → $68 a week')).toBeTruthy();
    expect(
      within(hookCard('Verbal Hook')).getByText('I was spending $140 a week on groceries.'),
    ).toBeTruthy();
    expect(within(hookCard('Visual Hook')).getByText('Not Detected')).toBeTruthy();
    expect(within(hookCard('Visual Hook')).getByText('No visual hook detected')).toBeTruthy();
  });

  it('uses the note for every hook that is missing, and follows the content when the flag is unknown', () => {
    const analysis = fullVideo({
      hook_title_present: false,
      hook_title_content: 'left over text',
      hook_verbal_present: true,
      hook_verbal_content: '   ',
      hook_visual_present: null,
      hook_visual_content: 'A hand slams the receipt down',
    });
    renderIn(<HookAnalysisSection analysis={analysis} title="Hook Analysis (First 3-5 Seconds)" />);
    expect(screen.getByRole('heading', { name: 'Hook Analysis (First 3-5 Seconds)' })).toBeTruthy();
    expect(within(hookCard('Title Hook')).getByText('Not Detected')).toBeTruthy();
    expect(within(hookCard('Title Hook')).getByText('No title hook detected')).toBeTruthy();
    expect(within(hookCard('Verbal Hook')).getByText('Present')).toBeTruthy();
    expect(within(hookCard('Verbal Hook')).getByText('No verbal hook detected')).toBeTruthy();
    expect(within(hookCard('Visual Hook')).getByText('Present')).toBeTruthy();
    expect(within(hookCard('Visual Hook')).getByText('A hand slams the receipt down')).toBeTruthy();
  });
});

describe('HookPayoffSection', () => {
  it('shows the hook overview and the payoff', () => {
    renderIn(<HookPayoffSection analysis={fullVideo()} />);
    expect(screen.getByText('Opens on the old receipt held up to the camera.')).toBeTruthy();
    expect(screen.getByText('The new receipt shows the bill cut in half.')).toBeTruthy();
  });

  it('falls back to the spec texts', () => {
    renderIn(<HookPayoffSection analysis={fullVideo({ hook_overview: null, payoff: '' })} />);
    expect(screen.getByText('No hook overview available')).toBeTruthy();
    expect(screen.getByText('No payoff analysis available')).toBeTruthy();
  });
});

describe('NarrativeFrameworkSection', () => {
  it('shows name, type, core logic, outline, micro pattern, steps and the structural breakdown', () => {
    renderIn(<NarrativeFrameworkSection analysis={fullVideo()} />);
    for (const text of [
      'Before / After Reveal',
      'Money makeover',
      'Show the painful before, then the cheap after.',
      'Three swaps',
      'Swap, price, verdict',
      'Name the cheaper staple',
      'Old receipt close-up',
      'Rice swap',
      'First proof of savings',
      'New receipt total',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it("names unnamed beats 'Beat {n}' and falls back to the spec texts", () => {
    const analysis = fullVideo({
      narrative_framework: {
        frameworkType: null,
        simpleOutline: [],
        repeatingMicroPattern: null,
        microPatternSteps: [{ step: null, name: 'Tease', description: null }],
        structuralBreakdown: {
          hook: null,
          beats: [
            { name: null, function: 'Sets the scene' },
            { name: 'Twist', function: null },
            { name: '  ', function: 'Lands the joke' },
          ],
          payoff: null,
        },
      },
    });
    renderIn(<NarrativeFrameworkSection analysis={analysis} />);
    expect(screen.getByText('Beat 1')).toBeTruthy();
    expect(screen.getByText('Twist')).toBeTruthy();
    expect(screen.getByText('Beat 3')).toBeTruthy();
    expect(screen.getByText('No hook description available')).toBeTruthy();
    expect(screen.getByText('No payoff description available')).toBeTruthy();
    // A beat and a micro pattern step without a description.
    expect(screen.getAllByText('No description available')).toHaveLength(2);
  });

  it('says so when the video has no narrative framework at all', () => {
    const analysis = fullVideo({
      narrative_framework_name: null,
      narrative_framework_core_logic: null,
      narrative_framework: null,
    });
    renderIn(<NarrativeFrameworkSection analysis={analysis} />);
    expect(screen.getByText('No narrative framework available for this video')).toBeTruthy();
  });
});

describe('locked sections for visitors (docs/decisions/0004-gated-fields-on-the-server.md)', () => {
  const renderLocked = () =>
    renderIn(
      <>
        <HookAnalysisSection analysis={null} title="Hook Analysis" />
        <HookPayoffSection analysis={null} />
        <NarrativeFrameworkSection analysis={null} />
      </>,
    );

  it('keeps the headings readable and puts a Sign In / Sign Up link to /login, back to this page, over each', () => {
    renderLocked();
    for (const heading of ['Hook Analysis', 'Hook & Payoff Analysis', 'Narrative Framework']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Login to view hook analysis')).toBeTruthy();
    expect(screen.getByText('Login to view hook & payoff analysis')).toBeTruthy();
    expect(screen.getByText('Login to view narrative framework')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Sign In / Sign Up' });
    expect(links).toHaveLength(3);
    // Issue 31: signing in returns to the page on screen (the router's '/' here).
    for (const link of links) expect(link.getAttribute('href')).toBe('/login?redirect=%2F');
  });

  it("draws the blurred blocks from the placeholder, hidden from assistive technology, with none of a real video's text", () => {
    const { container } = renderLocked();
    const blurred = [...container.querySelectorAll('[data-locked-placeholder]')];
    expect(blurred).toHaveLength(3);
    for (const block of blurred) {
      expect(block.getAttribute('aria-hidden')).toBe('true');
      expect(block.hasAttribute('inert')).toBe(true);
    }
    expect(container.textContent).toContain(PLACEHOLDER_ANALYSIS.hook_overview);
    for (const text of gatedTexts(fullVideo())) expect(container.textContent).not.toContain(text);
    // The placeholder hook cards are not in the accessibility tree.
    expect(screen.queryByRole('heading', { name: 'Title Hook' })).toBeNull();
  });

  it('shows the real analysis, unblurred, once it is given', () => {
    const analysis: VideoAnalysis = fullVideo();
    const { container } = renderIn(<HookPayoffSection analysis={analysis} />);
    expect(container.querySelector('[data-locked-analysis]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In / Sign Up' })).toBeNull();
    expect(container.textContent).not.toContain(PLACEHOLDER_ANALYSIS.hook_overview);
  });
});
