/** mulberry32: a tiny fixed-seed PRNG, so the same seed number gives the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  /** Picks by weight: `[[value, weight], …]`. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0)
    let r = next() * total
    for (const [value, w] of items) {
      r -= w
      if (r < 0) return value
    }
    return items[items.length - 1]![0]
  }
  const chance = (p: number) => next() < p
  /** `n` distinct items, in their original order. */
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const idx = items.map((_, i) => i)
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[idx[i], idx[j]] = [idx[j]!, idx[i]!]
    }
    return idx
      .slice(0, n)
      .sort((a, b) => a - b)
      .map((i) => items[i]!)
  }
  return { next, int, pick, weighted, chance, sample }
}
export type Random = ReturnType<typeof createRandom>
