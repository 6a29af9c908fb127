import { crc32, deflateSync } from 'node:zlib';
import { createRng, type Rng } from './prng';

// Demo thumbnails are drawn here rather than shipped as image files: a gradient, soft shapes and
// caption-like bars read as a short-form video frame, and the PNG is encoded by hand so no image
// library is needed.

type Rgb = [number, number, number];

// Two gradient stops and an accent per palette; chosen to look calm next to each other in a grid.
const PALETTES: [string, string, string][] = [
  ['#ff9a8b', '#ff6a88', '#ffe8d6'],
  ['#a18cd1', '#fbc2eb', '#ffffff'],
  ['#84fab0', '#8fd3f4', '#f0fff4'],
  ['#f6d365', '#fda085', '#fff4e0'],
  ['#4facfe', '#00c6fb', '#e0f7ff'],
  ['#43e97b', '#38f9d7', '#eafff5'],
  ['#fa709a', '#fee140', '#fff8e1'],
  ['#30cfd0', '#330867', '#c8f7f7'],
  ['#667eea', '#764ba2', '#ece9ff'],
  ['#ff7e5f', '#feb47b', '#fff1e6'],
  ['#0f2027', '#2c5364', '#9fd8e8'],
  ['#c471f5', '#fa71cd', '#fde7f7'],
  ['#2b5876', '#4e4376', '#e2d9f3'],
  ['#d4a373', '#6b4f3a', '#faedcd'],
];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [20, 24, 38];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Renders a deterministic 9:16 PNG thumbnail (default 270x480): a pleasant two-colour gradient with simple geometric shapes, chosen from the seed. */
export function renderThumbnailPng(seed: number, width = 270, height = 480): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError('thumbnail width and height must be positive whole numbers');
  }
  const canvas = new Canvas(width, height);
  const rng = createRng(seed);
  const [from, to, accent] = (PALETTES[rng.int(0, PALETTES.length - 1)] ?? PALETTES[0]) as [
    string,
    string,
    string,
  ];
  canvas.gradient(hex(from), hex(to), rng.next() * Math.PI * 2);
  drawShapes(canvas, hex(accent), rng);
  return encodePng(width, height, canvas.raw);
}

function drawShapes(canvas: Canvas, accent: Rgb, rng: Rng): void {
  const { width: w, height: h } = canvas;
  const s = w / 270;
  // A large soft circle bleeding off an edge gives depth without competing with the "captions".
  canvas.circle(
    rng.next() * 1.4 * w - 0.2 * w,
    rng.next() * 0.6 * h,
    (0.35 + rng.next() * 0.35) * w,
    WHITE,
    0.16,
  );
  canvas.ring(
    rng.next() * w,
    (0.35 + rng.next() * 0.3) * h,
    (0.12 + rng.next() * 0.16) * w,
    4 * s,
    accent,
    0.55,
  );
  for (let i = rng.int(3, 6); i > 0; i--) {
    const colour = rng.chance(0.5) ? accent : WHITE;
    canvas.circle(rng.next() * w, rng.next() * h, (4 + rng.next() * 10) * s, colour, 0.6 + rng.next() * 0.3);
  }
  // A title pill near the top and two or three caption bars in the lower third, as on a real frame.
  canvas.roundRect(w / 2, 0.14 * h, (0.55 + rng.next() * 0.2) * w, 0.055 * h, 0.0275 * h, INK, 0.28);
  const bars = rng.int(2, 3);
  for (let i = 0; i < bars; i++) {
    const barWidth = (i === bars - 1 ? 0.35 + rng.next() * 0.2 : 0.6 + rng.next() * 0.2) * w;
    canvas.roundRect(w / 2, (0.72 + i * 0.055) * h, barWidth, 0.034 * h, 0.017 * h, WHITE, 0.9);
  }
  if (rng.chance(0.35)) {
    const size = 0.09 * w;
    canvas.circle(w / 2, 0.45 * h, size * 1.6, WHITE, 0.22);
    canvas.triangle(
      [
        [w / 2 - size * 0.55, 0.45 * h - size * 0.8],
        [w / 2 - size * 0.55, 0.45 * h + size * 0.8],
        [w / 2 + size * 0.85, 0.45 * h],
      ],
      WHITE,
      0.9,
    );
  }
}

/** An RGB pixel buffer laid out as PNG scanlines, each row led by its filter byte (0 = none). */
class Canvas {
  readonly raw: Buffer;
  private readonly stride: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width * 3 + 1;
    this.raw = Buffer.alloc(this.stride * height);
  }

  gradient(from: Rgb, to: Rgb, angle: number): void {
    const { raw, stride, width, height } = this;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const scale = 1 / (Math.abs(dx) * width + Math.abs(dy) * height);
    const start = Math.min(0, dx * width) + Math.min(0, dy * height);
    const [r0, g0, b0] = from;
    const [dr, dg, db] = [to[0] - r0, to[1] - g0, to[2] - b0];
    // The position along the gradient grows by a constant step per pixel, so it is accumulated.
    const step = dx * scale;
    for (let y = 0; y < height; y++) {
      let offset = y * stride + 1;
      let linear = (y * dy - start) * scale;
      for (let x = 0; x < width; x++) {
        // Smoothstep keeps the ends calm and puts the colour change in the middle of the frame.
        const t = linear * linear * (3 - 2 * linear);
        raw[offset] = (r0 + dr * t) | 0;
        raw[offset + 1] = (g0 + dg * t) | 0;
        raw[offset + 2] = (b0 + db * t) | 0;
        offset += 3;
        linear += step;
      }
    }
  }

  // Circles get their own loop: the big soft circle covers most of the frame, and inside its
  // rim every pixel is fully covered, so the distance is only needed near the edge.
  circle(cx: number, cy: number, r: number, colour: Rgb, alpha: number): void {
    const { stride, width } = this;
    const y0 = Math.max(0, Math.floor(cy - r) - 1);
    const y1 = Math.min(this.height - 1, Math.ceil(cy + r) + 1);
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      const outer = (r + 0.5) ** 2 - dy * dy;
      if (outer <= 0) continue;
      const reach = Math.sqrt(outer);
      const inner = (r - 0.5) ** 2 - dy * dy;
      const solid = inner > 0 ? Math.sqrt(inner) : -1;
      const x0 = Math.max(0, Math.floor(cx - reach));
      const x1 = Math.min(width - 1, Math.ceil(cx + reach));
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - cx;
        const coverage = Math.abs(dx) <= solid ? 1 : Math.min(1, Math.max(0, r + 0.5 - distance(dx, dy)));
        if (coverage === 0) continue;
        this.blend(y * stride + 1 + x * 3, colour, alpha * coverage);
      }
    }
  }

  ring(cx: number, cy: number, r: number, thickness: number, colour: Rgb, alpha: number): void {
    const outer = r + thickness;
    this.fill(cx - outer, cy - outer, cx + outer, cy + outer, colour, alpha, (x, y) => {
      return thickness / 2 - Math.abs(distance(x - cx, y - cy) - r);
    });
  }

  roundRect(cx: number, cy: number, w: number, h: number, radius: number, colour: Rgb, alpha: number): void {
    const hx = w / 2 - radius;
    const hy = h / 2 - radius;
    this.fill(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, colour, alpha, (x, y) => {
      const qx = Math.abs(x - cx) - hx;
      const qy = Math.abs(y - cy) - hy;
      const outside = distance(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
      return radius - outside;
    });
  }

  triangle(points: [[number, number], [number, number], [number, number]], colour: Rgb, alpha: number): void {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    // Each edge as a unit normal and offset, so a pixel's signed distance is one multiply-add per edge.
    const edges = points.map((a, i) => {
      const b = points[(i + 1) % 3] as [number, number];
      const length = distance(b[0] - a[0], b[1] - a[1]) || 1;
      const nx = (b[1] - a[1]) / length;
      const ny = (a[0] - b[0]) / length;
      return [nx, ny, -(nx * a[0] + ny * a[1])] as const;
    });
    const [e0, e1, e2] = edges as [
      readonly [number, number, number],
      readonly [number, number, number],
      readonly [number, number, number],
    ];
    // Positive inside whichever way round the corners were given.
    const sign = e0[0] * points[2][0] + e0[1] * points[2][1] + e0[2] > 0 ? 1 : -1;
    this.fill(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), colour, alpha, (x, y) =>
      Math.min(
        sign * (e0[0] * x + e0[1] * y + e0[2]),
        sign * (e1[0] * x + e1[1] * y + e1[2]),
        sign * (e2[0] * x + e2[1] * y + e2[2]),
      ),
    );
  }

  /** Mixes `colour` into the pixel at `offset` by `a` (0 keeps the pixel, 1 paints it over). */
  private blend(offset: number, colour: Rgb, a: number): void {
    const { raw } = this;
    const r = raw[offset] as number;
    const g = raw[offset + 1] as number;
    const b = raw[offset + 2] as number;
    raw[offset] = (r + (colour[0] - r) * a + 0.5) | 0;
    raw[offset + 1] = (g + (colour[1] - g) * a + 0.5) | 0;
    raw[offset + 2] = (b + (colour[2] - b) * a + 0.5) | 0;
  }

  // Blends a colour into every pixel whose centre lies inside the shape; the signed distance
  // (positive inside) gives one pixel of anti-aliasing at the edge.
  private fill(
    left: number,
    top: number,
    right: number,
    bottom: number,
    colour: Rgb,
    alpha: number,
    inside: (x: number, y: number) => number,
  ): void {
    const x0 = Math.max(0, Math.floor(left) - 1);
    const x1 = Math.min(this.width - 1, Math.ceil(right) + 1);
    const y0 = Math.max(0, Math.floor(top) - 1);
    const y1 = Math.min(this.height - 1, Math.ceil(bottom) + 1);
    const { stride } = this;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const coverage = Math.min(1, Math.max(0, inside(x + 0.5, y + 0.5) + 0.5));
        if (coverage === 0) continue;
        this.blend(y * stride + 1 + x * 3, colour, alpha * coverage);
      }
    }
  }
}

// Math.hypot is several times slower and its extra precision is invisible at pixel scale.
function distance(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

function hex(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Encodes 8-bit RGB scanlines (each led by a filter byte) as a PNG file. */
export function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  // Compression, filter and interlace methods stay 0 (deflate, adaptive, none).
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    // Level 3 compresses these smooth frames almost as well as the default at a third of the time.
    chunk('IDAT', deflateSync(scanlines, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
