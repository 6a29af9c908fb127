import { useEffect } from 'react';

/** docs/product/video-detail.md#page-title-rule (detail page): a meta description holds at most 160 characters. */
export const META_DESCRIPTION_MAX = 160;

/** Cuts text to the meta description limit at a word boundary, with an ellipsis when cut. */
export function toMetaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** Sets the page title and meta description while a page is shown (docs/product/routes.md#signed-in-pages: per route). */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = toMetaDescription(description);
  }, [title, description]);
}
