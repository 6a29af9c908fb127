// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TopicsFilter } from './topics-filter';

beforeAll(() => {
  // Radix measures the trigger; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

const topics = [
  { name: 'Cooking', count: 29 },
  { name: 'Fitness', count: 37 },
  { name: 'Travel', count: 12 },
];

const trigger = () => screen.getByRole('button', { name: /^Topics/ });

describe('TopicsFilter', () => {
  it("lists topics as 'Name (count)' checkboxes and applies the ticks on Done, in list order", async () => {
    const onChange = vi.fn();
    render(<TopicsFilter selected={[]} options={topics} loading={false} onChange={onChange} />);
    expect(trigger().textContent).toContain('All topics');
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Travel (12)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cooking (29)' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith(['Cooking', 'Travel']);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('Select All ticks every topic and Clear All unticks them', async () => {
    const onChange = vi.fn();
    render(<TopicsFilter selected={['Fitness']} options={topics} loading={false} onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('closing without a change does not report one', async () => {
    const onChange = vi.fn();
    render(<TopicsFilter selected={['Fitness']} options={topics} loading={false} onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('summarises the selection on the trigger', () => {
    render(
      <TopicsFilter selected={['Cooking', 'Travel']} options={topics} loading={false} onChange={() => {}} />,
    );
    expect(trigger().textContent).toBe('Cooking +1');
  });

  it('is disabled while the lists load, and when the page locks a topic', () => {
    const { rerender } = render(<TopicsFilter selected={[]} options={[]} loading onChange={() => {}} />);
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <TopicsFilter
        selected={[]}
        options={topics}
        loading={false}
        lockedTopic="Fitness"
        onChange={() => {}}
      />,
    );
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    expect(trigger().textContent).toBe('Fitness');
  });
});
