// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Classes } from '@blueprintjs/core'
import { describe, expect, it } from 'vitest'
import { fakeDevice } from './testing'
import { THEME_STORAGE_KEY, asThemeChoice, resolveTheme } from './theme'

const INDEX_HTML = fileURLToPath(new URL('../../../index.html', import.meta.url))

/** index.html's inline script, run against a stored choice and a device: is the root dark? */
function firstPaintIsDark(stored: string | null, deviceIsDark: boolean): boolean {
  const html = readFileSync(INDEX_HTML, 'utf8')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!script) throw new Error('index.html has no inline script')
  const classes = new Set<string>()
  const storage = { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) }
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } }
  new Function('localStorage', 'matchMedia', 'document', script)(
    storage,
    fakeDevice(deviceIsDark).matchMedia,
    document,
  )
  return classes.has(Classes.DARK) && classes.size === 1
}

describe('theme', () => {
  it('System is the default, and any unknown stored value is System', () => {
    expect(asThemeChoice(null)).toBe('system')
    expect(asThemeChoice('sepia')).toBe('system')
    expect(asThemeChoice('dark')).toBe('dark')
  })

  it('System follows the device; Light and Dark do not', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it("index.html's script paints what the store resolves, with Blueprint's dark class and the store's key", () => {
    for (const stored of [null, 'light', 'dark', 'system', 'sepia']) {
      for (const deviceIsDark of [false, true]) {
        const expected = resolveTheme(asThemeChoice(stored), deviceIsDark) === 'dark'
        expect(firstPaintIsDark(stored, deviceIsDark), `${stored} on a ${deviceIsDark}`).toBe(
          expected,
        )
      }
    }
  })
})
