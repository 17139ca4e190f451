/** A device whose `prefers-color-scheme` a test sets, and turns, at will. */
export function fakeDevice(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>()
  const query = {
    matches: dark,
    addEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: 'change', listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  }
  return {
    matchMedia: (q: string) => {
      if (q !== '(prefers-color-scheme: dark)') throw new Error(`Unexpected media query ${q}`)
      return query as unknown as MediaQueryList
    },
    turn(nextDark: boolean) {
      query.matches = nextDark
      for (const listener of listeners) listener({ matches: nextDark })
    },
  }
}
