import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import { accountTypes, concepts, elements, formats, type TaxonomyTable, topics } from '../db/schema';

/** Each taxonomy: its table, and the video column that carries its names. */
export const TAXONOMIES: Record<
  TaxonomyKind,
  {
    table: TaxonomyTable;
    videoColumn: 'topics' | 'concepts' | 'elements' | 'account_types' | 'video_format';
  }
> = {
  topics: { table: topics, videoColumn: 'topics' },
  concepts: { table: concepts, videoColumn: 'concepts' },
  elements: { table: elements, videoColumn: 'elements' },
  formats: { table: formats, videoColumn: 'video_format' },
  'account-types': { table: accountTypes, videoColumn: 'account_types' },
};
