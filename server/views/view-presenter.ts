import type { View } from '../../shared/contracts/views';
import type { ViewRow } from './view-repository';

/** A view as the API answers it (docs/product/calls.md#views), with the number of videos it matches. */
export function presentView(row: ViewRow, videoCount: number): View {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    tag_filter: row.tagFilter,
    video_count: videoCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
