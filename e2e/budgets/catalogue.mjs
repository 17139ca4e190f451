// Budgets of the catalogue screens (issue 5), run by `npm run budgets` after the
// shell's budgets (which build web/dist):
// - each catalogue screen's own chunk is at most 30 KB gzip (fails above);
// - a benchmark, not an assertion: from a click on Products in the sidebar to
//   50 rows on screen, with the standard seed, in headless Chromium. It prints
//   the figures (README, "Catalogue performance").
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot, startWorker } from '../../edge/scripts/worker.mjs'
import { kb, reportSidebarClicks, timeSidebarClicks } from './sidebar-click.mjs'

const KB = 1024
export const SCREEN_CHUNK_BUDGET = 30 * KB
/** The lazily loaded catalogue screens; Vite names each chunk after its module. */
export const SCREENS = [
  'CategoryListScreen',
  'CategoryFormScreen',
  'SubcategoryListScreen',
  'SubcategoryFormScreen',
  'ProductListScreen',
  'ProductFormScreen',
]
const dist = join(repoRoot, 'web/dist/assets')

/** gzip size of each screen's own chunk in web/dist. */
export function screenChunks() {
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'))
  return SCREENS.map((screen) => {
    const file = files.find((f) => f.startsWith(`${screen}-`))
    if (!file) throw new Error(`No chunk for ${screen} in web/dist/assets`)
    return { screen, file, bytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }
  })
}

async function benchmark() {
  const persistTo = mkdtempSync(join(tmpdir(), 'catalogue-bench-'))
  let worker
  try {
    worker = await startWorker({
      persistTo,
      vars: { MODE: 'mock', ADMIN_HOST: 'admin.test', MOCK_NEW_ORDERS_PER_HOUR: '0' },
    })
    return await timeSidebarClicks({ baseUrl: worker.url, label: 'Products', href: '/product' })
  } finally {
    await worker?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
}

async function main() {
  if (!existsSync(dist) || process.argv.includes('--build')) {
    execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
      cwd: join(repoRoot, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const failures = []
  console.log(`== catalogue screen chunks (gzip; budget ${kb(SCREEN_CHUNK_BUDGET)} each)`)
  for (const { screen, file, bytes } of screenChunks()) {
    console.log(`  ${screen.padEnd(22)} ${kb(bytes).padStart(8)}  ${file}`)
    if (bytes > SCREEN_CHUNK_BUDGET)
      failures.push(`${screen}: ${kb(bytes)} > ${kb(SCREEN_CHUNK_BUDGET)}`)
  }
  if (!process.argv.includes('--no-bench')) {
    const result = await benchmark().catch((error) => {
      // A benchmark reports; it never fails the build.
      console.log(`  benchmark did not complete: ${error.message}`)
      return undefined
    })
    if (result) report(result)
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}

function report(result) {
  reportSidebarClicks(
    'Products: click in the sidebar → 50 rows in the table (headless Chromium, standard seed)',
    result,
    300,
  )
}

await main()
