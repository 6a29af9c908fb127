import type { Follow } from '../../shared/contracts/follows';
import type { ReadFollow } from './follow-service';

/** A follow as the API answers it (docs/product/calls.md#follows): filters only on a saved search. */
export function presentFollow({ row, target }: ReadFollow): Follow {
  return {
    id: row.id,
    kind: target.kind,
    value: target.value,
    label: target.label,
    ...(target.kind === 'search' ? { filters: target.filters } : {}),
    created_at: row.createdAt.toISOString(),
  };
}
