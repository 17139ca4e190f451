// The dashboard's budget (docs/requirements.md#performance-budgets), run by `npm run budgets` after the screens' budget:
// the dashboard's own JavaScript, its chart library (uPlot) included, is at most 60 KB
// gzip (fails above). "Its own": every file the dashboard screen reaches through its
// imports, lazy ones included (the charts' chunk), but what any signed-in screen gets
// with the shell (the entry's files, the shared `schemas` and `screen-kit` chunks) and
// what other screens load too (the layer's date picker, the board's small helpers): those
// are listed, not counted.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { MANIFEST, WEB_DIST, ensureBuilt } from './build.mjs'

const KB = 1024
export const DASHBOARD_BUDGET = 60 * KB
const SCREEN = 'src/modules/dashboard/DashboardScreen.tsx'
const SHARED_GROUPS = /^_(schemas|screen-kit)-/
/**
 * Chunks every signed-in page loads with the shell since the first script no longer holds
 * them (web/vite.config.ts): the router, and the screens' map, which reaches every screen.
 */
const SHELL_GROUPS = /^_(router|screen-map)-/
const kb = (n) => `${(n / KB).toFixed(1)} KB`

/**
 * The manifest keys reachable from `key`: static imports, and lazy ones when `lazy`,
 * never through the keys in `stop` (the entry and the shell: they reach every screen).
 */
function reach(manifest, key, lazy, stop = new Set(), seen = new Set()) {
  if (seen.has(key) || stop.has(key) || !manifest[key]) return seen
  seen.add(key)
  const { imports = [], dynamicImports = [] } = manifest[key]
  for (const next of lazy ? [...imports, ...dynamicImports] : imports)
    reach(manifest, next, lazy, stop, seen)
  return seen
}

/** The dashboard's script files, their gzip sizes (level 9), and whether other screens load them. */
export function dashboardFiles() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
  if (!manifest[SCREEN]) throw new Error(`${SCREEN} is not in the build's manifest`)
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const shell = reach(manifest, entry, false)
  // The entry, the app's own chunks and the shell's groups (the shell loads every screen).
  const stop = new Set([
    entry,
    ...Object.keys(manifest).filter((k) => k.startsWith('src/app/') || SHELL_GROUPS.test(k)),
  ])
  const others = new Set(
    Object.keys(manifest)
      .filter((k) => manifest[k].isDynamicEntry && /^src\/modules\/(?!dashboard\/)/.test(k))
      .flatMap((k) => [...reach(manifest, k, true, stop)]),
  )
  return [...reach(manifest, SCREEN, true, stop)]
    .filter((key) => !shell.has(key) && !SHARED_GROUPS.test(key))
    .map((key) => ({
      file: manifest[key].file,
      shared: others.has(key),
      bytes: gzipSync(readFileSync(join(WEB_DIST, manifest[key].file)), { level: 9 }).length,
    }))
}

function main() {
  ensureBuilt()
  const files = dashboardFiles()
  const total = files.filter((f) => !f.shared).reduce((sum, f) => sum + f.bytes, 0)
  console.log(
    `== dashboard: its own JavaScript, charts included (gzip; budget ${kb(DASHBOARD_BUDGET)})`,
  )
  for (const { file, bytes, shared } of files)
    console.log(
      `  ${file.padEnd(56)} ${kb(bytes).padStart(8)}${shared ? '  (other screens load it too: not counted)' : ''}`,
    )
  console.log(`  ${'total'.padEnd(56)} ${kb(total).padStart(8)}`)
  if (total > DASHBOARD_BUDGET) {
    console.error(
      `\nOver budget: the dashboard's JavaScript is ${kb(total)} > ${kb(DASHBOARD_BUDGET)}`,
    )
    process.exit(1)
  }
}

main()
