import { paths } from '../../../../shared/domain/paths';

// docs/decisions/0005-taxonomy-query-on-root.md: `/?topic=X` (likewise concept, element, format) opens the browse screen with that filter set.
// The taxonomy list pages send these names (docs/product/taxonomies.md#taxonomy-list-pages); the browse screen reads `topics`
// for topics (docs/product/routes.md#query-parameters-of-the-browse-screen) and format, concept, element as they are.
const RENAMED: Record<string, string> = { topic: 'topics' };
const TRIGGERS = ['topic', 'concept', 'element', 'format'];

/**
 * Where `/` with a taxonomy query goes: `/public-beta` for a visitor, `/videos` for a signed-in user,
 * the rest of the query kept; null when the query names no taxonomy.
 */
export function landingQueryRedirect(search: string, signedIn = false): string | null {
  const params = new URLSearchParams(search);
  if (!TRIGGERS.some((key) => params.get(key)?.trim())) return null;
  const target = new URLSearchParams();
  for (const [key, value] of params) {
    if (value.trim() === '') continue;
    const name = RENAMED[key] ?? key;
    // A name that is already there (topics=A&topic=B) joins it, as the browse screen reads comma-joined topics.
    const existing = target.get(name);
    target.set(name, existing && name === 'topics' ? `${existing},${value}` : value);
  }
  return `${signedIn ? paths.videos : paths.publicBrowse}?${target}`;
}
