import { useQueryClient } from '@tanstack/react-query';
import { TAXONOMY_ADMIN_KEY } from './api/taxonomy-admin-api';

/** After any change: every list, count and history of these screens is asked for again. */
export function useRefreshTaxonomies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TAXONOMY_ADMIN_KEY });
}
