import { countOf } from '../../../../shared/domain/plural';
// Taxonomy names and chip tones live in shared/domain/taxonomy-labels.ts.

/** '1 video', '74 videos'. */
export function videoCountLabel(count: number): string {
  return countOf(count, 'video');
}
