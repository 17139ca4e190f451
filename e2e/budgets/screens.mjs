// Budget of every screen the SPA loads on demand, run by `npm run budgets` after the
// shell's budgets (which build web/dist): each screen's own chunk is at most 30 KB gzip
// (fails above). The screens are the modules the modules' descriptors import lazily
// (web/src/modules/*/module.ts: the signed-in and public screens); Vite's manifest of the
// build says which chunk each became. A screen added there is checked without touching this
// file.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from '../../edge/scripts/worker.mjs'
import { MANIFEST, WEB_DIST, ensureBuilt } from './build.mjs'

const KB = 1024
export const SCREEN_CHUNK_BUDGET = 30 * KB
const WEB = join(repoRoot, 'web')
const MODULES = join(WEB, 'src/modules')
const SCREEN_MAPS = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(MODULES, entry.name, 'module.ts'))
  .filter((path) => existsSync(path))
const kb = (n) => `${(n / KB).toFixed(1)} KB`

/**
 * The modules the screens map loads on demand as screens, as paths in web/: what a
 * loader answers (`() => import('./ThingListScreen')` or `return import(…)`), not what a
 * loader only starts beside it (the board's data request).
 */
export function lazyScreens() {
  const paths = SCREEN_MAPS.flatMap((map) => {
    const source = readFileSync(map, 'utf8')
    return [...source.matchAll(/(?:=>|return)\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) =>
      relative(WEB, resolve(dirname(map), m[1])),
    )
  })
  return [...new Set(paths)]
}

/**
 * Each lazily loaded screen's own chunk in web/dist and its gzip size (level 9). A screen
 * that is not a chunk of its own in the manifest is reported as a failure.
 */
export function screenChunks() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
  const withoutExtension = (key) => key.replace(/\.[cm]?[jt]sx?$/, '')
  return lazyScreens().map((screen) => {
    const key = Object.keys(manifest).find((k) => withoutExtension(k) === screen)
    const chunk = key && manifest[key]
    if (!chunk?.isDynamicEntry) return { screen, error: 'no chunk of its own in the build' }
    const bytes = gzipSync(readFileSync(join(WEB_DIST, chunk.file)), { level: 9 }).length
    return { screen: key, file: chunk.file, bytes }
  })
}

function main() {
  ensureBuilt()
  const chunks = screenChunks()
  if (chunks.length === 0) {
    console.error(
      `No lazily loaded screen found in ${SCREEN_MAPS.map((m) => relative(repoRoot, m)).join(', ')}`,
    )
    process.exit(1)
  }
  const failures = []
  console.log(
    `== screen chunks: ${chunks.length} screens (gzip; budget ${kb(SCREEN_CHUNK_BUDGET)} each)`,
  )
  for (const { screen, file, bytes, error } of chunks) {
    const name = screen.replace(/^src\//, '')
    if (error) {
      console.log(`  ${name.padEnd(56)} ${error}`)
      failures.push(`${name}: ${error}`)
      continue
    }
    console.log(`  ${name.padEnd(56)} ${kb(bytes).padStart(8)}  ${file}`)
    if (bytes > SCREEN_CHUNK_BUDGET)
      failures.push(`${name}: ${kb(bytes)} > ${kb(SCREEN_CHUNK_BUDGET)}`)
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}

main()
