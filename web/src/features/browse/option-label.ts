import type { FilterOption } from '../../../../shared/contracts/taxonomy';

/** docs/product/routes.md: an option label is the name, with the count in parentheses when a count exists. */
export function optionLabel(option: Pick<FilterOption, 'name'> & { count?: number | null }): string {
  return typeof option.count === 'number' ? `${option.name} (${option.count})` : option.name;
}
