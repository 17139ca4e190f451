import { uploadedImageUrl } from 'contracts'
import type { StoredFile } from '../store/persistence'

/**
 * The seed's pictures: a dozen small, distinct PNGs (a food motif on a
 * two-tone background), drawn from the shapes below the first time one is
 * asked for. They are served where uploads are (`/api/uploads/seed-<key>.png`)
 * but never stored, so no upload can replace them and a reset keeps them.
 */

type Rgb = readonly [number, number, number]
/** Whether a point of the unit square (0..1, y down) is inside a shape. */
type Shape = (x: number, y: number) => boolean
type Layer = readonly [Shape, Rgb]

interface Scene {
  background: Rgb
  layers: readonly Layer[]
}

const hex = (value: string): Rgb => {
  const n = parseInt(value.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const ellipse =
  (cx: number, cy: number, rx: number, ry: number, turn = 0): Shape =>
  (x, y) => {
    const [c, s] = [Math.cos(turn), Math.sin(turn)]
    const u = (x - cx) * c + (y - cy) * s
    const v = -(x - cx) * s + (y - cy) * c
    return (u / rx) ** 2 + (v / ry) ** 2 <= 1
  }
const rect =
  (x0: number, y0: number, x1: number, y1: number, r = 0): Shape =>
  (x, y) => {
    const dx = Math.max(x0 + r - x, 0, x - (x1 - r))
    const dy = Math.max(y0 + r - y, 0, y - (y1 - r))
    return x >= x0 && x <= x1 && y >= y0 && y <= y1 && dx * dx + dy * dy <= r * r
  }
/** A stroke of width `w` from one point to another, round ends. */
const line =
  (x0: number, y0: number, x1: number, y1: number, w: number): Shape =>
  (x, y) => {
    const [dx, dy] = [x1 - x0, y1 - y0]
    const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)))
    return (x - x0 - t * dx) ** 2 + (y - y0 - t * dy) ** 2 <= (w / 2) ** 2
  }
const polygon =
  (...points: readonly (readonly [number, number])[]): Shape =>
  (x, y) => {
    let inside = false
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!
      const [xj, yj] = points[j]!
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
    return inside
  }
const both =
  (a: Shape, b: Shape): Shape =>
  (x, y) =>
    a(x, y) && b(x, y)
const minus =
  (a: Shape, b: Shape): Shape =>
  (x, y) =>
    a(x, y) && !b(x, y)
const any =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((s) => s(x, y))
/** `n` dots on a sunflower spiral inside a disc: even, never random. */
const sprinkle = (cx: number, cy: number, r: number, n: number, dot: number) =>
  any(
    ...Array.from({ length: n }, (_, i) => {
      const d = r * Math.sqrt((i + 0.5) / n)
      const a = i * 2.39996
      return circle(cx + d * Math.cos(a), cy + d * Math.sin(a), dot)
    }),
  )

const SCENES = {
  manakish: {
    background: hex('#7a9a5b'),
    layers: [
      [circle(0.5, 0.5, 0.36), hex('#d4a15f')],
      [circle(0.5, 0.5, 0.31), hex('#ecc98c')],
      [sprinkle(0.5, 0.5, 0.27, 40, 0.018), hex('#556b2f')],
    ],
  },
  shawarma: {
    background: hex('#e07a3a'),
    layers: [
      [line(0.5, 0.1, 0.5, 0.92, 0.035), hex('#4a4a4a')],
      [polygon([0.3, 0.2], [0.7, 0.2], [0.6, 0.8], [0.4, 0.8]), hex('#a0522d')],
      [
        both(
          polygon([0.3, 0.2], [0.7, 0.2], [0.6, 0.8], [0.4, 0.8]),
          (_, y) => Math.floor(y * 20) % 3 === 0,
        ),
        hex('#7a3b1c'),
      ],
    ],
  },
  grills: {
    background: hex('#3d3d46'),
    layers: [
      [line(0.1, 0.72, 0.9, 0.28, 0.03), hex('#d9d9d9')],
      ...[0.25, 0.4, 0.55, 0.7].map((t, i): Layer => [
        rect(
          0.1 + t * 0.8 - 0.075,
          0.72 - t * 0.44 - 0.075,
          0.1 + t * 0.8 + 0.075,
          0.72 - t * 0.44 + 0.075,
          0.03,
        ),
        hex(i % 2 ? '#e0a030' : '#8b4a26'),
      ]),
    ],
  },
  mezze: {
    background: hex('#e3b23c'),
    layers: [
      [circle(0.5, 0.5, 0.36), hex('#f7f1e6')],
      [circle(0.5, 0.5, 0.28), hex('#e6cc98')],
      [minus(circle(0.5, 0.5, 0.18), circle(0.5, 0.5, 0.14)), hex('#cfae70')],
      [circle(0.5, 0.5, 0.07), hex('#9aa83a')],
      [sprinkle(0.5, 0.5, 0.25, 9, 0.014), hex('#c0392b')],
    ],
  },
  salads: {
    background: hex('#f1ead8'),
    layers: [
      [ellipse(0.36, 0.42, 0.17, 0.09, -0.6), hex('#3f8f3a')],
      [ellipse(0.62, 0.4, 0.17, 0.09, 0.6), hex('#5fae44')],
      [ellipse(0.5, 0.36, 0.08, 0.17), hex('#2f7a33')],
      [circle(0.42, 0.5, 0.07), hex('#e74c3c')],
      [circle(0.6, 0.52, 0.06), hex('#e74c3c')],
      [both(circle(0.5, 0.5, 0.36), (_, y) => y >= 0.52), hex('#c8643b')],
    ],
  },
  burgers: {
    background: hex('#d2503f'),
    layers: [
      [both(ellipse(0.5, 0.46, 0.32, 0.24), (_, y) => y <= 0.46), hex('#e6a550')],
      [sprinkle(0.5, 0.34, 0.14, 8, 0.012), hex('#fff3d6')],
      [rect(0.16, 0.46, 0.84, 0.52, 0.03), hex('#6ab04c')],
      [rect(0.18, 0.51, 0.82, 0.62, 0.05), hex('#5d3a1a')],
      [rect(0.18, 0.61, 0.82, 0.72, 0.05), hex('#d99545')],
    ],
  },
  pizza: {
    background: hex('#2e6f6a'),
    layers: [
      [circle(0.5, 0.5, 0.37), hex('#d99a45')],
      [circle(0.5, 0.5, 0.31), hex('#f2c84b')],
      [sprinkle(0.5, 0.5, 0.24, 7, 0.045), hex('#b83227')],
      [sprinkle(0.52, 0.47, 0.26, 12, 0.012), hex('#3f7d2a')],
    ],
  },
  desserts: {
    background: hex('#f2a7c3'),
    layers: [
      [polygon([0.36, 0.48], [0.64, 0.48], [0.5, 0.88]), hex('#d9a066')],
      [circle(0.5, 0.4, 0.15), hex('#fff4e6')],
      [circle(0.42, 0.28, 0.11), hex('#8e5a3c')],
      [circle(0.6, 0.3, 0.1), hex('#f7d0dc')],
      [circle(0.52, 0.16, 0.035), hex('#c0392b')],
    ],
  },
  drinks: {
    background: hex('#4da3d9'),
    layers: [
      [line(0.56, 0.1, 0.5, 0.5, 0.03), hex('#ffffff')],
      [polygon([0.3, 0.24], [0.7, 0.24], [0.64, 0.86], [0.36, 0.86]), hex('#dff1fb')],
      [polygon([0.32, 0.38], [0.68, 0.38], [0.64, 0.84], [0.36, 0.84]), hex('#f39c12')],
      [circle(0.7, 0.28, 0.09), hex('#f1c40f')],
    ],
  },
  breakfast: {
    background: hex('#f6b38c'),
    layers: [
      [circle(0.5, 0.5, 0.36), hex('#5d6d7e')],
      [
        any(circle(0.46, 0.48, 0.2), circle(0.58, 0.56, 0.16), circle(0.55, 0.42, 0.14)),
        hex('#fdfdfb'),
      ],
      [circle(0.5, 0.5, 0.085), hex('#f5b21b')],
    ],
  },
  delivery: {
    background: hex('#6c5ce7'),
    layers: [
      [rect(0.22, 0.3, 0.78, 0.72, 0.03), hex('#f0c27b')],
      [rect(0.22, 0.3, 0.78, 0.4, 0.03), hex('#d9a35a')],
      [rect(0.46, 0.3, 0.54, 0.72), hex('#f7e3bd')],
    ],
  },
  app: {
    background: hex('#34495e'),
    layers: [
      [rect(0.32, 0.14, 0.68, 0.86, 0.06), hex('#1b2631')],
      [rect(0.35, 0.2, 0.65, 0.76, 0.02), hex('#48c9b0')],
      [circle(0.5, 0.81, 0.025), hex('#7f8c8d')],
      [circle(0.5, 0.48, 0.09), hex('#fdfefe')],
    ],
  },
} as const satisfies Record<string, Scene>

export type SeedImageKey = keyof typeof SCENES
export const SEED_IMAGE_KEYS = Object.keys(SCENES) as SeedImageKey[]

export const SEED_IMAGE_SIZE = 192
const SAMPLES = 3
const CONTENT_TYPE = 'image/png'

const fileName = (key: SeedImageKey) => `seed-${key}.png`
/** The public address of a seed image, as a record's `imageUrl`. */
export const seedImageUrl = (key: SeedImageKey) => uploadedImageUrl(fileName(key))

const KEY_BY_NAME = new Map(SEED_IMAGE_KEYS.map((key) => [fileName(key), key]))

/** Colours of a scene, pixel by pixel (RGB rows), edges smoothed by supersampling. */
function render(scene: Scene, size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 3)
  const [r, g, b] = scene.background.map((v) => Math.round(v * 0.88))
  const dark: Rgb = [r!, g!, b!]
  const step = 1 / (size * SAMPLES)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0]
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px * SAMPLES + sx + 0.5) * step
          const y = (py * SAMPLES + sy + 0.5) * step
          let colour = x + y > 1.15 ? dark : scene.background
          for (const [shape, fill] of scene.layers) if (shape(x, y)) colour = fill
          for (let c = 0; c < 3; c++) sum[c]! += colour[c]!
        }
      }
      const at = (py * size + px) * 3
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(sum[c]! / (SAMPLES * SAMPLES))
    }
  }
  return pixels
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Uint8Array) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** zlib (RFC 1950) deflate, as PNG wants it; the runtime's own compressor. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** An 8-bit RGB PNG of square `pixels` rows. */
export async function encodePng(pixels: Uint8Array, size: number): Promise<Uint8Array> {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, size)
  view.setUint32(4, size)
  header.set([8, 2, 0, 0, 0], 8)
  const raw = new Uint8Array(size * (size * 3 + 1))
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0 // filter: none
    raw.set(pixels.subarray(y * size * 3, (y + 1) * size * 3), y * (size * 3 + 1) + 1)
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const drawn = new Map<SeedImageKey, Promise<StoredFile>>()

/** The seed image stored under an upload name (`seed-<key>.png`), drawn once; else undefined. */
export function seedImage(name: string): Promise<StoredFile> | undefined {
  const key = KEY_BY_NAME.get(name)
  if (!key) return undefined
  let file = drawn.get(key)
  if (!file) {
    file = encodePng(render(SCENES[key], SEED_IMAGE_SIZE), SEED_IMAGE_SIZE).then((bytes) => ({
      contentType: CONTENT_TYPE,
      bytes,
    }))
    drawn.set(key, file)
  }
  return file
}
