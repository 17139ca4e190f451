// The SPA build the budgets measure (web/dist), shared by the budget scripts.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../../edge/scripts/worker.mjs'

export const WEB_DIST = join(repoRoot, 'web/dist')
/** Vite's manifest of the build: which chunk each source module became (vite.config.ts). */
export const MANIFEST = join(WEB_DIST, '.vite/manifest.json')

/** Builds the SPA into web/dist; only errors are printed. */
export function buildWeb() {
  execFileSync(join(repoRoot, 'web/node_modules/.bin/vite'), ['build'], {
    cwd: join(repoRoot, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** Builds the SPA unless web/dist already holds a build (`--build` builds anyway). */
export function ensureBuilt() {
  if (!existsSync(MANIFEST) || process.argv.includes('--build')) buildWeb()
}
