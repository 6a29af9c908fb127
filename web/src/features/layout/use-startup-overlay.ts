import { useEffect } from 'react';

/** The overlay's id in web/index.html, shown from the first paint until the app shell is ready. */
export const STARTUP_OVERLAY_ID = 'startup-overlay';

/** The longest the overlay waits for web fonts after the shell mounts: a moment, never a block. */
export const STARTUP_FONT_WAIT_MS = 500;

const FADE_MS = 200;

/** Fades out the start-up loading overlay (docs/product/navigation-and-global.md#start-up-loading) once the shell has mounted and fonts are ready. */
export function useStartupOverlay(): void {
  useEffect(() => {
    const overlay = document.getElementById(STARTUP_OVERLAY_ID);
    if (!overlay) return;
    let cancelled = false;
    const fontsReady = document.fonts?.ready ?? Promise.resolve();
    const cap = new Promise((resolve) => window.setTimeout(resolve, STARTUP_FONT_WAIT_MS));
    void Promise.race([fontsReady, cap]).then(() => {
      if (cancelled) return;
      overlay.dataset.state = 'hidden';
      window.setTimeout(() => overlay.remove(), FADE_MS);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
