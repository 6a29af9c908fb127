import type { TaxonomyItem } from '../../shared/contracts/taxonomy';
import type { TaxonomyRow } from './taxonomy-repository';

/** Shapes a taxonomy row for the API (docs/product/taxonomies.md). */
export function presentTaxonomyItem(row: TaxonomyRow): TaxonomyItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    structural_description: row.structuralDescription,
    usage_count: row.usageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
