/** docs/product/video-data.md#platforms: platform display names. */
const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'Twitter',
  facebook: 'Facebook',
};

/** The platform's display name, or 'Unknown'. */
export function platformName(platform: string | null | undefined): string {
  return (platform && PLATFORM_NAMES[platform]) || 'Unknown';
}

const EMBED_DOMAINS: Record<string, string> = { instagram: 'instagram.com', tiktok: 'tiktok.com' };

/** docs/product/video-detail.md#embedded-player: a player is embedded only for instagram/tiktok and only if the url is on that platform's domain. */
export function canEmbed(platform: string | null | undefined, url: string | null | undefined): boolean {
  const domain = platform ? EMBED_DOMAINS[platform] : undefined;
  if (!domain || !url) return false;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    return false;
  }
}

/** The author's profile on the platform, for the @handle pill. */
export function authorProfileUrl(platform: string, username: string): string | null {
  const handle = encodeURIComponent(username.replace(/^@/, ''));
  if (platform === 'instagram') return `https://www.instagram.com/${handle}/`;
  if (platform === 'tiktok') return `https://www.tiktok.com/@${handle}`;
  if (platform === 'youtube') return `https://www.youtube.com/@${handle}`;
  if (platform === 'twitter') return `https://twitter.com/${handle}`;
  if (platform === 'facebook') return `https://www.facebook.com/${handle}`;
  return null;
}
