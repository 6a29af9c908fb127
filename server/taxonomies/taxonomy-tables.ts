import type { TaxonomyKind } from '../../shared/contracts/taxonomy';
import { accountTypes, concepts, elements, formats, type TaxonomyTable, topics } from '../db/schema';

/** Each taxonomy: its table, and the video column that carries its names. */
export const TAXONOMIES: Record<
  TaxonomyKind,
  {
    table: TaxonomyTable;
    videoColumn: 'topics' | 'concepts' | 'elements' | 'account_types' | 'video_format';
    label: string;
  }
> = {
  topics: { table: topics, videoColumn: 'topics', label: 'topic' },
  concepts: { table: concepts, videoColumn: 'concepts', label: 'concept' },
  elements: { table: elements, videoColumn: 'elements', label: 'element' },
  formats: { table: formats, videoColumn: 'video_format', label: 'format' },
  'account-types': { table: accountTypes, videoColumn: 'account_types', label: 'account type' },
};
