// `npm run test:calendar`: the unit and integration suites of contracts, edge and web run at the
// awkward moments of the business's calendar (Beirut's), with the machine in three time zones,
// under Debian's `faketime` (libfaketime: the clock starts at the moment and runs on). A
// failure names the moment, the zone and the tests; the summary says how to run that one again.
//   node scripts/calendar.mjs                                  every moment in every zone
//   node scripts/calendar.mjs --quick                          the pairs `npm test` runs
//   node scripts/calendar.mjs --moment beirut-back --zone Asia/Beirut [--package web] [-- files]
// The edge files that start the worker (`*.integration.test.ts`) are left out: workerd stalls
// under libfaketime.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { clock, passSignalsOn, run as runPhase } from './phases.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Beirut's clocks change on the last Sunday of March and of October, at 00:00 local time. */
export const BEIRUT = 'Asia/Beirut'

/**
 * The moments, as instants (UTC). Each says what makes it awkward; `calendar.test.mjs` checks
 * that it is so on the time zone data.
 */
export const MOMENTS = [
  {
    id: 'utc-midnight',
    name: 'six minutes before a UTC midnight',
    at: '2026-11-27T23:54:00Z',
  },
  {
    id: 'beirut-forward',
    name: "Beirut's clocks gone forward (its 23-hour day)",
    at: '2027-03-27T22:05:00Z',
  },
  {
    id: 'beirut-back',
    name: "Beirut's clocks gone back (its 25-hour day, the hour repeated)",
    at: '2026-10-24T21:05:00Z',
  },
  {
    id: 'beirut-new-year',
    name: "Beirut's new year, UTC still in the old one",
    at: '2026-12-31T22:30:00Z',
  },
  { id: 'leap-day', name: 'the evening of a 29 February', at: '2028-02-29T21:50:00Z' },
  { id: 'month-end', name: "a month's last evening", at: '2027-04-30T20:30:00Z' },
]

/** The machine's time zones: the business's, UTC, and one far west. */
export const ZONES = ['UTC', BEIRUT, 'America/Los_Angeles']

/** What `npm test` runs every time: two moment and zone pairs (the rest is the sweep's). */
export const QUICK = [
  { moment: 'beirut-back', zone: BEIRUT },
  { moment: 'utc-midnight', zone: 'America/Los_Angeles' },
]

/**
 * What the quick runs leave out besides: the mock's fuzz test (thousands of odd requests checked
 * against openapi.json, most of edge's time), which the unit phase runs at the real time and
 * the sweep at every moment.
 */
export const QUICK_EXCLUDE = { edge: ['**/fuzz.test.ts'] }

/** The packages and what of each runs (edge without the files that start the worker). */
export const PACKAGES = [
  { name: 'contracts', args: [] },
  { name: 'edge', args: ['--exclude', '**/*.integration.test.ts'] },
  { name: 'web', args: [] },
]

/** The runs a command line asks for: each moment in each zone, for each package. */
export function plan(argv) {
  const dash = argv.indexOf('--')
  const own = dash < 0 ? argv : argv.slice(0, dash)
  const files = dash < 0 ? [] : argv.slice(dash + 1)
  const values = (flag) => own.flatMap((a, i) => (a === flag && own[i + 1] ? [own[i + 1]] : []))
  const known = new Set(['--quick', '--moment', '--zone', '--package'])
  own.forEach((a, i) => {
    if (a.startsWith('--') && !known.has(a)) throw new Error(`unknown option ${a}`)
    if (['--moment', '--zone', '--package'].includes(a) && !own[i + 1])
      throw new Error(`${a} needs a value`)
  })
  const pick = (flag, all, key) => {
    const asked = values(flag)
    for (const v of asked)
      if (!all.some((x) => key(x) === v))
        throw new Error(`no ${flag.slice(2)} ${v}: one of ${all.map(key).join(', ')}`)
    return asked.length ? all.filter((x) => asked.includes(key(x))) : all
  }
  const moments = pick('--moment', MOMENTS, (m) => m.id)
  const zones = pick('--zone', ZONES, (z) => z)
  const packages = pick('--package', PACKAGES, (p) => p.name)
  const quick = own.includes('--quick')
  const pairs = quick
    ? QUICK.map((q) => ({ moment: MOMENTS.find((m) => m.id === q.moment), zone: q.zone })).filter(
        (q) => moments.includes(q.moment) && zones.includes(q.zone),
      )
    : moments.flatMap((moment) => zones.map((zone) => ({ moment, zone })))
  const leaner = (pkg) => ({
    ...pkg,
    args: [...pkg.args, ...(QUICK_EXCLUDE[pkg.name] ?? []).flatMap((glob) => ['--exclude', glob])],
  })
  return pairs.flatMap(({ moment, zone }) =>
    packages.map((pkg) => ({ moment, zone, pkg: quick ? leaner(pkg) : pkg, files })),
  )
}

/** The command of one run: vitest in the package, the clock at the moment, the zone set. */
export function command(run, report) {
  return {
    cwd: join(ROOT, run.pkg.name),
    argv: [
      'faketime',
      run.moment.at.replace('T', ' ').replace('Z', ' UTC'),
      join(ROOT, run.pkg.name, 'node_modules', '.bin', 'vitest'),
      'run',
      ...run.pkg.args,
      // The sweep is about the calendar, not speed: a test slowed by a busy machine is not failed.
      '--testTimeout=60000',
      '--hookTimeout=120000',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...run.files,
    ],
    // NO_FAKE_STAT: files keep their real times (vite's caches compare them).
    env: { TZ: run.zone, NO_FAKE_STAT: '1' },
  }
}

/** How to run one pair again by hand. */
export function again(run) {
  return `node scripts/calendar.mjs --moment ${run.moment.id} --zone ${run.zone} --package ${run.pkg.name}`
}

/** The failed tests of a vitest JSON report: `file › title` each. */
export function failedTests(report, cwd) {
  return (report?.testResults ?? []).flatMap((file) => {
    const name = file.name.startsWith(cwd) ? file.name.slice(cwd.length + 1) : file.name
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    if (tests.length === 0)
      return file.status === 'failed' ? [`${name} (${file.message || 'failed'})`] : []
    return tests.map((t) => `${name} › ${t.fullName ?? t.title}`)
  })
}

/** The closing lines: each failing run with its moment, zone, tests and how to run it again. */
export function summary(outcomes) {
  const failed = outcomes.filter((o) => o.code !== 0)
  const head = `== calendar: ${outcomes.length - failed.length} of ${outcomes.length} runs green`
  return [
    head,
    ...failed.flatMap((o) => [
      `  FAILED at ${o.run.moment.id} (${o.run.moment.at}, ${o.run.moment.name}) in ${o.run.zone}: ${o.run.pkg.name}`,
      ...(o.tests.length ? o.tests : [`exit ${o.code}, no test named`]).map((t) => `    ${t}`),
      `    again: ${again(o.run)}`,
    ]),
  ]
}

async function main() {
  passSignalsOn()
  let runs
  try {
    runs = plan(process.argv.slice(2))
  } catch (error) {
    console.error(error.message)
    process.exit(2)
  }
  const dir = mkdtempSync(join(tmpdir(), 'calendar-'))
  const outcomes = []
  try {
    for (const [i, run] of runs.entries()) {
      const report = join(dir, `${i}.json`)
      console.log(
        `\n== calendar ${i + 1}/${runs.length}: ${run.moment.id} (${run.moment.at}) in ${run.zone}: ${run.pkg.name}`,
      )
      const start = performance.now()
      const { cwd, argv, env } = command(run, report)
      const code = await runPhase({ name: argv[0], command: argv, cwd, env })
      let tests = []
      try {
        tests = failedTests(JSON.parse(readFileSync(report, 'utf8')), command(run, report).cwd)
      } catch {
        // no report: the run failed before vitest wrote one; its exit code says it failed
      }
      console.log(`   ${clock(performance.now() - start)}`)
      outcomes.push({ run, code, tests })
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`\n${summary(outcomes).join('\n')}`)
  process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
