// Platform marks drawn for Hookshelf (simple geometric glyphs, not the platforms' logo files): they name
// the platform on a placeholder without an emoji, which has no glyph where no emoji font is installed.

interface PlatformMarkProps {
  platform: string;
  className?: string;
}

/** A small inline SVG that stands for the platform; decorative, so the name must be given in text nearby. */
export function PlatformMark({ platform, className = '' }: PlatformMarkProps) {
  const common = {
    viewBox: '0 0 24 24',
    // In a box that is not square (a watermark capped by height), the mark keeps to the bottom-right corner.
    preserveAspectRatio: 'xMaxYMax meet',
    className,
    focusable: false,
    'data-platform-mark': platform,
  } as const;
  if (platform === 'instagram') {
    return (
      <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth={2}>
        <rect x="3" y="3" width="18" height="18" rx="5.5" />
        <circle cx="12" cy="12" r="4.2" />
        <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none" />
      </svg>
    );
  }
  if (platform === 'tiktok') {
    // A note drawn three times: cyan and pink offsets under one in the text colour, as the platform's look.
    const note =
      'M13 3h3.2c.3 2.2 1.7 3.7 4 4v3.2c-1.5 0-2.9-.4-4-1.1V16a5 5 0 1 1-5-5h.4v3.3a1.8 1.8 0 1 0 1.4 1.7Z';
    return (
      <svg aria-hidden="true" {...common}>
        <path d={note} fill="#25f4ee" transform="translate(-0.9 -0.6)" />
        <path d={note} fill="#fe2c55" transform="translate(0.9 0.6)" />
        <path d={note} fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M3 9h18M8 5v4M16 5v4" />
    </svg>
  );
}
