// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { APP_ICONS } from './appIcons'

const SRC = fileURLToPath(new URL('../..', import.meta.url))
const THE_LIST = join('modules', 'styleguide', 'appIcons.ts')

/** The app's source files (tests and the list itself left out). */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return relative(SRC, path) === THE_LIST ? [] : [path]
  })
}

const kebab = (component: string) =>
  component
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()

/** Blueprint icon names the source uses, with the files that use each. */
function iconsInSource(): Map<string, string[]> {
  const used = new Map<string, string[]>()
  const add = (name: string, file: string) =>
    used.set(name, [...(used.get(name) ?? []), relative(SRC, file)])
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8')
    // import { MenuIcon, UserIcon as Person } from '@blueprintjs/icons' (types left out)
    for (const [, names = ''] of text.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*['"]@blueprintjs\/icons['"]/g,
    )) {
      for (const spec of names.split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0] ?? ''
        if (/^[A-Z][A-Za-z0-9]*Icon$/.test(name)) add(kebab(name), file)
      }
    }
    // Paths loaded one by one for icons named by a string (lib/icons.ts).
    for (const [, name = ''] of text.matchAll(
      /['"]@blueprintjs\/icons\/lib\/[a-z]+\/generated\/\d+px\/paths\/([a-z0-9-]+)['"]/g,
    )) {
      add(name, file)
    }
    // <Button icon="add" />: a string name needs its paths in lib/icons.ts (and the list).
    for (const [, name = ''] of text.matchAll(/\bicon=(?:"|\{\s*['"])([a-z0-9-]+)['"]/g)) {
      add(name, file)
    }
  }
  return used
}

describe('APP_ICONS: every icon the app uses, shown on /icons', () => {
  const listed = APP_ICONS.map((i) => i.name)
  const used = iconsInSource()

  it('finds the icons the source uses (the search itself works)', () => {
    expect(used.get('menu')).toContain(join('app', 'layout', 'Header.tsx'))
    expect(used.get('chevron-left')).toContain(join('lib', 'icons.ts'))
    expect(used.size).toBeGreaterThan(20)
  })

  it('lists every icon imported or named anywhere in src', () => {
    const missing = [...used].filter(([name]) => !listed.includes(name))
    expect(missing).toEqual([])
  })

  it('lists no icon the app no longer uses, and none twice', () => {
    expect(listed.filter((name) => !used.has(name))).toEqual([])
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('gives each entry the component of its name', () => {
    for (const { name, Icon } of APP_ICONS) {
      const component = (Icon as { displayName?: string }).displayName ?? ''
      expect(kebab(component.replace(/^Blueprint\d+\.Icon\./, '')), component).toBe(name)
    }
  })
})
