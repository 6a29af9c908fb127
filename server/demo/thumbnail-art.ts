import sharp from 'sharp';
import { createRng, type Rng } from './prng';

// Demo thumbnails are drawn as poster-like compositions: flat fields of bold colour and large abstract
// shapes, so a grid of them reads as finished artwork rather than as grey loading placeholders. The art
// is SVG rendered by sharp; it carries no text, because fonts are not guaranteed on every machine.

/** The size the demo's source images are drawn at: 9:16, wide enough for the largest variant the UI shows. */
export const DEMO_ART_WIDTH = 540;
export const DEMO_ART_HEIGHT = 960;

// Background, two shape colours and a light or dark contrast colour per palette.
const PALETTES: [string, string, string, string][] = [
  ['#ff5a36', '#ffd23f', '#1b1f3b', '#fff4e6'],
  ['#2a2eec', '#ff7ab6', '#ffd166', '#0b0b2b'],
  ['#0f766e', '#fbbf24', '#fb7185', '#ecfeff'],
  ['#7c3aed', '#22d3ee', '#fde047', '#1e1b4b'],
  ['#111827', '#f97316', '#38bdf8', '#f9fafb'],
  ['#e11d48', '#fde68a', '#1d4ed8', '#fff7ed'],
  ['#14532d', '#a3e635', '#f472b6', '#fefce8'],
  ['#f59e0b', '#7c2d12', '#0ea5e9', '#fef3c7'],
  ['#0c4a6e', '#f43f5e', '#fcd34d', '#e0f2fe'],
  ['#fde68a', '#db2777', '#1e3a8a', '#111827'],
  ['#a7f3d0', '#059669', '#7c3aed', '#064e3b'],
  ['#fbcfe8', '#be185d', '#f97316', '#500724'],
];

type Palette = (typeof PALETTES)[number];
type Motif = (rng: Rng, palette: Palette) => string;

const W = DEMO_ART_WIDTH;
const H = DEMO_ART_HEIGHT;
const round = (n: number) => Math.round(n);

const MOTIFS: Motif[] = [
  // A setting sun: a big disc cut by bands of the background colour, over a bold ground.
  (rng, [bg, a, b]) => {
    const cy = H * (0.3 + rng.next() * 0.2);
    const r = W * (0.42 + rng.next() * 0.16);
    const bands = Array.from({ length: 4 }, (_, i) => {
      const y = cy + r * 0.15 + i * r * 0.22;
      return `<rect x="0" y="${round(y)}" width="${W}" height="${round(r * 0.05 + i * 5)}" fill="${bg}"/>`;
    }).join('');
    return `<circle cx="${W / 2}" cy="${round(cy)}" r="${round(r)}" fill="${a}"/>${bands}
      <rect y="${round(cy + r * 0.95)}" width="${W}" height="${H}" fill="${b}"/>`;
  },
  // Concentric quarter arcs from a corner, and a small disc in the open space.
  (rng, [, a, b, c]) => {
    const corner = rng.pick([
      [0, 0],
      [W, 0],
      [0, H],
      [W, H],
    ]) as [number, number];
    const outer = W * (1.3 + rng.next() * 0.4);
    const step = outer * (0.16 + rng.next() * 0.06);
    const rings = [a, b, c, a, b]
      .map(
        (colour, i) =>
          `<circle cx="${corner[0]}" cy="${corner[1]}" r="${round(outer - i * step)}" fill="${colour}"/>`,
      )
      .join('');
    const dotX = corner[0] === 0 ? W * (0.7 + rng.next() * 0.15) : W * (0.15 + rng.next() * 0.15);
    const dotY = corner[1] === 0 ? H * (0.75 + rng.next() * 0.1) : H * (0.12 + rng.next() * 0.1);
    return `${rings}<circle cx="${round(dotX)}" cy="${round(dotY)}" r="${round(W * 0.09)}" fill="${c}"/>`;
  },
  // A diagonal split into two fields, with a disc where they meet.
  (rng, [, a, b, c]) => {
    const y1 = H * (0.25 + rng.next() * 0.2);
    const y2 = H * (0.55 + rng.next() * 0.2);
    const flip = rng.chance(0.5);
    const [left, right] = flip ? [y2, y1] : [y1, y2];
    return `<polygon points="0,${round(left)} ${W},${round(right)} ${W},${H} 0,${H}" fill="${a}"/>
      <polygon points="0,${round(left + H * 0.08)} ${W},${round(right + H * 0.08)} ${W},${H} 0,${H}" fill="${b}"/>
      <circle cx="${round(W * (0.3 + rng.next() * 0.4))}" cy="${round((left + right) / 2)}" r="${round(W * 0.2)}" fill="${c}"/>`;
  },
  // Overlapping translucent discs.
  (rng, [, a, b, c]) =>
    [a, b, c, a]
      .map((colour, i) => {
        const r = W * (0.28 + rng.next() * 0.3);
        const x = W * (0.1 + rng.next() * 0.8);
        const y = H * (0.12 + i * 0.2 + rng.next() * 0.1);
        return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${colour}" fill-opacity="${i === 3 ? 0.55 : 0.9}"/>`;
      })
      .join(''),
  // Stacked slabs at an angle, with a dot pattern.
  (rng, [, a, b, c]) => {
    const angle = -20 + rng.next() * 40;
    const slabs = [a, b, c]
      .map(
        (colour, i) =>
          `<rect x="${-W * 0.5}" y="${round(H * (0.22 + i * 0.2))}" width="${W * 2}" height="${round(H * 0.13)}" fill="${colour}"/>`,
      )
      .join('');
    const dots = Array.from({ length: 20 }, (_, i) => {
      const x = W * 0.14 + (i % 5) * W * 0.07;
      const y = H * 0.08 + Math.floor(i / 5) * W * 0.07;
      return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(W * 0.016)}" fill="${c}"/>`;
    }).join('');
    return `<g transform="rotate(${angle.toFixed(1)} ${W / 2} ${H / 2})">${slabs}</g>${dots}`;
  },
  // A large ring with a half disc inside, offset.
  (rng, [, a, b, c]) => {
    const cx = W * (0.35 + rng.next() * 0.3);
    const cy = H * (0.3 + rng.next() * 0.25);
    const r = W * 0.36;
    return `<rect y="${round(H * 0.68)}" width="${W}" height="${H}" fill="${b}"/>
      <circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${a}" stroke-width="${round(W * 0.1)}"/>
      <path d="M ${round(cx - r * 0.6)} ${round(cy)} A ${round(r * 0.6)} ${round(r * 0.6)} 0 0 1 ${round(cx + r * 0.6)} ${round(cy)} Z" fill="${c}"/>`;
  },
];

/** The SVG for a seed: the same picture on every call and every machine. */
export function demoArtSvg(seed: number): string {
  const rng = createRng(seed);
  const palette = rng.pick(PALETTES);
  const motif = rng.pick(MOTIFS);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${palette[0]}"/>${motif(rng, palette)}</svg>`;
}

/** Renders a seed's art as a PNG source image (the import converts it to the sizes the UI shows). */
export function renderDemoArt(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(demoArtSvg(seed)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
