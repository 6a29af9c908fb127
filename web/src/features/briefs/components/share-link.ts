import type { Brief } from '../../../../../shared/contracts/briefs';
import { paths } from '../../../../../shared/domain/paths';

/**
 * The link the share dialog copies: {origin}/shared/briefs/{share_token} for link_only,
 * {origin}/public/briefs/{public_slug} for public; null while private or when the answer lacks it.
 */
export function briefShareLink(
  brief: Pick<Brief, 'access_level' | 'share_token' | 'public_slug'>,
  origin: string,
): string | null {
  if (brief.access_level === 'link_only' && brief.share_token)
    return `${origin}${paths.sharedBrief(brief.share_token)}`;
  if (brief.access_level === 'public' && brief.public_slug)
    return `${origin}${paths.publicBrief(brief.public_slug)}`;
  return null;
}
