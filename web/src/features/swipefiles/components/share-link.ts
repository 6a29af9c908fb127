import type { Swipefile } from '../../../../../shared/contracts/swipefiles';
import { paths } from '../../../../../shared/domain/paths';

/**
 * docs/product/sharing.md#share-modal: the link the copy action copies — {origin}/shared/swipefiles/{share_token} for link_only,
 * {origin}/public/swipefiles/{public_slug} for public; null while private or when the answer lacks it.
 */
export function shareLink(
  swipefile: Pick<Swipefile, 'access_level' | 'share_token' | 'public_slug'>,
  origin: string,
): string | null {
  if (swipefile.access_level === 'link_only' && swipefile.share_token)
    return `${origin}${paths.sharedSwipefile(swipefile.share_token)}`;
  if (swipefile.access_level === 'public' && swipefile.public_slug)
    return `${origin}${paths.publicSwipefile(swipefile.public_slug)}`;
  return null;
}
