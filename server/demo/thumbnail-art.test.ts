import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_ART_HEIGHT, DEMO_ART_WIDTH, demoArtSvg, renderDemoArt } from './thumbnail-art';

describe('demo thumbnail art', () => {
  it('draws the same picture for a seed on every call, and different pictures for different seeds', () => {
    expect(demoArtSvg(42)).toBe(demoArtSvg(42));
    const pictures = new Set(Array.from({ length: 40 }, (_, i) => demoArtSvg(1000 + i)));
    expect(pictures.size).toBe(40);
  });

  it('renders a 9:16 PNG wide enough for the largest thumbnail variant', async () => {
    const meta = await sharp(await renderDemoArt(7)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: DEMO_ART_WIDTH, height: DEMO_ART_HEIGHT });
  });

  it('is bold colour, not a grey skeleton: saturated on average, with no text to need a font', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(demoArtSvg(seed)).not.toContain('<text');
      const { data } = await sharp(await renderDemoArt(seed))
        .resize(54, 96)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let saturation = 0;
      for (let i = 0; i < data.length; i += 3) {
        const channels = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        saturation += (Math.max(...channels) - Math.min(...channels)) / 255;
      }
      expect(saturation / (data.length / 3)).toBeGreaterThan(0.25);
    }
  });
});
