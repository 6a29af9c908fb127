// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';
import { optionLabel } from './option-label';

afterEach(cleanup);

const formats = [
  { name: 'Listicle', count: 37 },
  { name: 'Talking Head', count: 0 },
];

describe('optionLabel', () => {
  it("reads 'Name (count)' when a count exists, and the bare name otherwise", () => {
    expect(optionLabel({ name: 'Listicle', count: 37 })).toBe('Listicle (37)');
    expect(optionLabel({ name: 'Talking Head', count: 0 })).toBe('Talking Head (0)');
    expect(optionLabel({ name: 'Vlog', count: null })).toBe('Vlog');
    expect(optionLabel({ name: 'Vlog' })).toBe('Vlog');
  });
});

describe('FilterSelect', () => {
  it("labels its options 'Name (count)' after an 'All' option", () => {
    render(
      <FilterSelect
        id="f"
        label="Format"
        allLabel="All formats"
        value=""
        options={formats}
        loading={false}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All formats',
      'Listicle (37)',
      'Talking Head (0)',
    ]);
    expect(select.disabled).toBe(false);
  });

  it('is disabled while the filter lists load', () => {
    render(
      <FilterSelect
        id="f"
        label="Format"
        allLabel="All formats"
        value=""
        options={[]}
        loading
        onChange={() => {}}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('reports the chosen name, and empty for All', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        id="f"
        label="Format"
        allLabel="All formats"
        value="Listicle"
        options={formats}
        loading={false}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Format' });
    await userEvent.selectOptions(select, 'Talking Head (0)');
    expect(onChange).toHaveBeenLastCalledWith('Talking Head');
    await userEvent.selectOptions(select, 'All formats');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps a value from a shared link that the lists do not hold', () => {
    render(
      <FilterSelect
        id="f"
        label="Format"
        allLabel="All formats"
        value="Retired Format"
        options={formats}
        loading={false}
        onChange={() => {}}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement).value).toBe(
      'Retired Format',
    );
  });

  it('shows a locked value without an All option', () => {
    render(
      <FilterSelect
        id="f"
        label="Format"
        allLabel="All formats"
        value="Listicle"
        options={formats}
        loading={false}
        locked
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('Listicle');
    expect([...select.options].map((o) => o.value)).not.toContain('');
  });
});
