// `npm test` and `pnpm run check`: the test command's phases, one after the other, stopping at
// the first that fails (its exit code is the command's), then one line per phase with its time,
// so the next person sees where the time goes.
//   node scripts/phases.mjs           npm test: chromium and faketime, install, then every check
//   node scripts/phases.mjs --check   pnpm run check: the checks alone (already installed)
import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PNPM = ['npx', '-y', 'pnpm@10.34.8']

/** @type {{ name: string, command: string[], env?: Record<string, string>, cwd?: string, setup?: true }[]} */
export const PHASES = [
  {
    name: 'chromium and faketime (installed when missing)',
    command: ['sh', 'scripts/ensure-tools.sh'],
    setup: true,
  },
  {
    name: 'install (pnpm, frozen lockfile)',
    command: [...PNPM, 'install', '--frozen-lockfile'],
    setup: true,
  },
  // lint (ESLint, Prettier, the docs' links) and every package's types, side by side
  { name: 'lint and types', command: [...PNPM, 'run', '/^(lint|typecheck)$/'] },
  { name: 'unit and integration: contracts', command: [...PNPM, '--filter', 'contracts', 'test'] },
  { name: 'unit and integration: edge', command: [...PNPM, '--filter', 'edge', 'test'] },
  { name: 'unit and integration: web', command: [...PNPM, '--filter', 'web', 'test'] },
  // the unit suites again at two awkward moments of the calendar (`npm run test:calendar`: all)
  { name: 'unit at two fixed moments', command: ['node', 'scripts/calendar.mjs', '--quick'] },
  // builds web/dist, which e2e then serves
  { name: 'budgets (builds web/dist)', command: [...PNPM, 'run', 'budgets'] },
  { name: 'e2e', command: [...PNPM, 'run', 'test:e2e'], env: { E2E_SKIP_BUILD: '1' } },
]

/** `m:ss` (or `h:mm:ss`) of a duration in milliseconds. */
export function clock(ms) {
  const s = Math.round(ms / 1000)
  const pad = (n) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`
}

/** The summary: one line per phase, its time or why it has none, and the total. */
export function summary(results) {
  const width = Math.max(...results.map((r) => r.name.length), 'total'.length) + 2
  const lines = results.map(({ name, ms, status }) => {
    const time = (ms === undefined ? '' : clock(ms)).padStart(8)
    const note = status === 'passed' ? '' : `  ${status}`
    return `  ${name.padEnd(width)}${time}${note}`
  })
  const total = results.reduce((sum, r) => sum + (r.ms ?? 0), 0)
  return ['== time per phase', ...lines, `  ${'total'.padEnd(width)}${clock(total).padStart(8)}`]
}

let current = null
/** Runs one phase's command (in `phase.cwd`, the repository by default): its exit code. */
export function run(phase) {
  return new Promise((done) => {
    const [command, ...args] = phase.command
    const child = spawn(command, args, {
      cwd: phase.cwd ?? ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...phase.env },
    })
    current = child
    child.on('error', (error) => {
      console.error(`${phase.name}: ${error.message}`)
      done(127)
    })
    child.on('exit', (code, signal) => {
      current = null
      done(code ?? (signal ? 128 + (signalNumber[signal] ?? 15) : 1))
    })
  })
}
const signalNumber = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }

/**
 * Runs the phases in order; after a failure the rest are not run. Resolves to each phase's
 * result and the exit code of the first that failed (0 when none did).
 */
export async function runPhases(phases, log = console.log) {
  const results = []
  let failure = 0
  for (const phase of phases) {
    if (failure) {
      results.push({ name: phase.name, status: 'not run' })
      continue
    }
    log(`\n== ${phase.name}`)
    const start = performance.now()
    const code = await run(phase)
    const ms = performance.now() - start
    results.push({ name: phase.name, ms, status: code === 0 ? 'passed' : `FAILED (exit ${code})` })
    if (code !== 0) failure = code
  }
  return { results, failure }
}

/** On a terminating signal, the command running (`run`) gets it too, then this process ends. */
export function passSignalsOn() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      current?.kill(signal)
      process.exit(128 + signalNumber[signal])
    })
  }
}

async function main() {
  const checkOnly = process.argv.includes('--check')
  passSignalsOn()
  const { results, failure } = await runPhases(PHASES.filter((p) => !(checkOnly && p.setup)))
  console.log(`\n${summary(results).join('\n')}`)
  process.exit(failure)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
