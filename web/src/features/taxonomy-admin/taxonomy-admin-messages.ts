import type { TaxonomyKind } from '../../../../shared/contracts/taxonomy';
import { countOf } from '../../../../shared/domain/plural';
import { TAXONOMY_LABELS } from '../../../../shared/domain/taxonomy-labels';
import { errorMessage } from '../../lib/error-messages';

const plural = (kind: TaxonomyKind) => TAXONOMY_LABELS[kind].plural.toLowerCase();
const singular = (kind: TaxonomyKind) => TAXONOMY_LABELS[kind].singular.toLowerCase();

/** docs/product/errors.md#quiet-failures: the server's error if it sent one, else 'Failed to load topics' (and so on). */
export const loadErrorMessage = (kind: TaxonomyKind, error: unknown) =>
  errorMessage(error, `Failed to load ${plural(kind)}`);

/** docs/product/taxonomies.md#taxonomy-list-pages: 'No topics found' / 'No account types found'. */
export const emptyTitle = (kind: TaxonomyKind) => `No ${plural(kind)} found`;

export const countLabel = (kind: TaxonomyKind, total: number) => countOf(total, singular(kind), plural(kind));

export const videosLabel = (count: number) => countOf(count, 'video');

export const changeFailedMessage = (what: string, error: unknown) =>
  errorMessage(error, `Could not ${what}. Please try again.`);
